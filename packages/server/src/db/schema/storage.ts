import { bigint, bigserial, customType, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { tenantIdColumn } from './tenant-helpers.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Images and attachments of records, kept in the database so an embedded install needs no file store. */
export const attachment = pgTable(
  'attachment',
  {
    tenantId: tenantIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    form: text('form').notNull().default(''),
    recordid: bigint('recordid', { mode: 'number' }),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'), index('attachment_record_idx').on(t.tenantId, t.form, t.recordid)],
);

SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['bank_reconciliation', 'bank_reconciliation_line']) AS t;

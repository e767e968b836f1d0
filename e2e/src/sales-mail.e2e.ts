import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master, todayUtc } from './support/master-data.ts';
import { printsPdf } from './support/print.ts';
import { purchasingCompany, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import type { Language, Owner } from './support/setup.ts';
import { useStack } from './support/setup.ts';
import type { CapturedMail } from './support/smtp-sink.ts';
import { activePane, notice, openNewest, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * "Kirim e-mail" on a sales invoice (issue 13): printed first ("Cetak" shows the PDF and the toolbar says how often
 * it was printed), then mailed from the dialog prefilled with the customer's e-mail and a subject naming the
 * invoice; the SMTP sink receives one message to the customer with the invoice's PDF attached.
 */
const stack = useStack();

/** The company's customer (with an e-mail of its own company) and one invoice to it: 2 KOPI at 15.000. */
async function mailCompany(language: Language): Promise<Owner & { email: string; invoice: Row }> {
  const owner = await purchasingCompany(stack, language);
  const { token, company } = owner;
  const email = `beli-${company.tenantId}@pelanggan-kopi.test`;
  const post = async (route: string, body: object) => (await api<{ data: Row }>(stack, token, 'POST', master(company, route), body)).data;
  const customer = await post('person-data', { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Kopi', email });
  await post('purchase-invoice', { invoicedate: todayUtc(), vendorid: await vendorOf(stack, owner), details: [{ itemno: 'KOPI', quantity: '20', unitprice: '10000' }] });
  const invoice = await post('sales-invoice', {
    invoicedate: todayUtc(),
    customerid: customer.id,
    description: language === 'id' ? 'Kopi untuk kantor' : 'Coffee for the office',
    details: [{ itemno: 'KOPI', quantity: '2', unitprice: '15000' }],
  });
  return { ...owner, email, invoice };
}

/** The parts of a captured message that carry a file: their content type, file name and decoded bytes. */
interface Attachment {
  type: string;
  filename: string;
  content: Buffer;
}

function attachments(mail: CapturedMail): Attachment[] {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.flatMap((b) => mail.raw.split(`--${b}`));
  return parts
    .map((part): Attachment | null => {
      const at = part.search(/\r?\n\r?\n/);
      const headers = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
      if (at < 0 || !filename) return null;
      const type = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
      const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
      const body = part.slice(at).trim();
      return { type, filename, content: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body) };
    })
    .filter((a): a is Attachment => a !== null);
}

const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('form[id="mail-sales-invoice"]') });

/** Opens the invoice, prints it (counted once) and opens the mail dialog, waiting for the customer's address. */
async function printAndOpenMail(page: Page, labels: { modules: string; sales: string; invoice: string; print: string; mail: string; printed: string }, email: string, id: unknown) {
  await openScreen(page, labels.modules, labels.sales, labels.invoice);
  await openNewest(page, 'salesInvoice');
  const counted = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith('/sales-invoice/update-printed'));
  await printsPdf(page, 'sales-invoice', id, labels.print);
  expect((await counted).status()).toBe(200);
  await expect.poll(() => activePane(page).getByTestId('print-count').textContent()).toBe(labels.printed);
  await activePane(page).getByRole('button', { name: labels.mail }).click();
  await expect.poll(() => page.locator('#mail-sales-invoice_to').inputValue()).toBe(email);
}

const LABELS = {
  id: { modules: 'Modul Utama', sales: 'Penjualan', invoice: 'Faktur Penjualan', print: 'Cetak', mail: 'Kirim e-mail', printed: 'Dicetak 1×', send: 'Kirim' },
  en: { modules: 'Main Modules', sales: 'Sales', invoice: 'Sales Invoice', print: 'Print', mail: 'Send e-mail', printed: 'Printed 1×', send: 'Send' },
} as const;

describe('sales invoice mail', () => {
  it('prints a sales invoice (PDF shown, print counted) and mails it to the customer with the PDF attached', async () => {
    const { token, company, email, invoice } = await mailCompany('id');
    const invoiceno = String(invoice.invoiceno);
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: SCREEN_SIZES['1280'] });
    await printAndOpenMail(page, LABELS.id, email, invoice.id);
    expect(await page.locator('#mail-sales-invoice_subject').inputValue()).toBe(`Faktur Penjualan ${invoiceno}`);
    await page.locator('#mail-sales-invoice_message').fill('Terlampir faktur kopi bulan ini.');

    // An address the form lets through but the server refuses: its answer is shown in the dialog, nothing is sent.
    const to = page.locator('#mail-sales-invoice_to');
    await to.fill('kopi!toko@pelanggan-kopi.test');
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/sales-invoice/send-mail/${String(invoice.id)}`));
    await dialog(page).getByRole('button', { name: 'Kirim', exact: true }).click();
    const refusal = await refused;
    expect(refusal.status()).toBe(400);
    const { message } = (await refusal.json()) as { message: string | string[] };
    await expect.poll(() => dialog(page).getByTestId('mail-failure').textContent()).toBe(Array.isArray(message) ? message[0] : message);
    await to.fill(email);

    const sent = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/sales-invoice/send-mail/${String(invoice.id)}`));
    await dialog(page).getByRole('button', { name: 'Kirim', exact: true }).click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ to: email, subject: `Faktur Penjualan ${invoiceno}`, message: 'Terlampir faktur kopi bulan ini.' });
    await notice(page, email).first().waitFor();
    await dialog(page).waitFor({ state: 'hidden' });

    const mail = await stack.mail.waitForMail(email);
    expect(stack.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(mail.to).toEqual([email]);
    expect(mail.text).toContain('Terlampir faktur kopi bulan ini.');
    const files = attachments(mail);
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe('application/pdf');
    expect(files[0]!.filename).toMatch(/\.pdf$/);
    expect(files[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The print was counted once on the server too: a second print answers 2.
    const again = await api<{ data: { printcount: number } }>(stack, token, 'PUT', master(company, 'sales-invoice/update-printed'), { id: invoice.id });
    expect(again.data.printcount).toBe(2);
    await page.context().close();
  });
});

describeScreenshots('sales mail screenshots', () => {
  it.each(['id', 'en'] as const)('the mail dialog of a printed invoice in %s', async (lang) => {
    const { token, company, email, invoice } = await mailCompany(lang);
    for (const [i, [size, viewport]] of Object.entries(SCREEN_SIZES).entries()) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      // Each size prints the invoice once more.
      const labels = { ...LABELS[lang], printed: LABELS[lang].printed.replace('1', String(i + 1)) };
      await printAndOpenMail(page, labels, email, invoice.id);
      await shoot(page, `sales-mail-dialog-${lang}-${size}`);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
      await shoot(page, `sales-mail-printed-${lang}-${size}`);
      await page.context().close();
    }
  });
});

import { TradeDocumentScreen } from '../purchasing/PurchaseDocumentScreen.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { SALES_FORM_DEFS } from './sales-forms.ts';

export function QuotationScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.quotation} />;
}

export function SalesOrderScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.salesOrder} />;
}

export function DeliveryOrderScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.deliveryOrder} />;
}

export function ProformaInvoiceScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.proformaInvoice} />;
}

export function SalesInvoiceScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.salesInvoice} />;
}

export function TemporaryInvoiceScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.temporaryInvoice} />;
}

export function SalesReturnScreen(props: ScreenProps) {
  return <TradeDocumentScreen {...props} def={SALES_FORM_DEFS.salesReturn} />;
}

/** The sample customer a template preview is rendered with (spec 3: a preview with a sample customer). */
export const SAMPLE_VARIABLES: Readonly<Record<string, string>> = {
  customerName: 'Wanjiku Kamau',
  amountDue: '2,450.00',
  dueDay: '30/11/2026',
  orderNo: 'JP20261124001',
  paybill: '522533',
  merchantName: 'Jamii Pesa',
  daysOverdue: '3',
  appName: 'Jamii Pesa',
  creditLimit: '10,000.00',
  ticketNo: 'CS-104233',
  hotline: '0709 100 200',
};

/** The GSM 03.38 basic set (and its extension, which costs two septets): anything else makes an SMS UCS-2. */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many SMS a text takes: GSM-7 160 (153 per part), otherwise UCS-2 70 (67 per part). */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  const chars = Array.from(text);
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c))) {
    const units = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return { encoding: 'gsm7', units, segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length; // UTF-16 code units
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

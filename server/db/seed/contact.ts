/**
 * The contact platform's data (issue 14). Business nodes are reference data, like dictionaries: added on every
 * start when missing, never overwriting what staff changed. Message templates and a sensitive-word list are
 * demo data: polite collection SMS in the Kenyan digital-credit conduct (no threats, no shaming, no debt
 * details to third parties, business hours), per level for each demo merchant.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { businessNodes, merchants, messageTemplates, sensitiveWords } from '../schema';
import { V2_MERCHANT } from './collection.data';

const COLLECTION_VARIABLES = ['customerName', 'amountDue', 'dueDay', 'orderNo', 'paybill', 'merchantName', 'daysOverdue'];

export const BUSINESS_NODES = [
  { code: 'collection', name: 'Collection', channels: ['sms', 'voice', 'appPush', 'phoneSms'], variables: COLLECTION_VARIABLES },
  { code: 'repaymentReminder', name: 'Repayment reminder', channels: ['sms', 'appPush', 'voice'], variables: ['customerName', 'amountDue', 'dueDay', 'orderNo', 'paybill', 'merchantName'] },
  { code: 'marketing', name: 'Marketing', channels: ['sms', 'appPush', 'email', 'messagingApp'], variables: ['customerName', 'merchantName', 'appName', 'creditLimit'] },
  { code: 'customerService', name: 'Customer service', channels: ['sms', 'email', 'messagingApp'], variables: ['customerName', 'merchantName', 'ticketNo', 'hotline'] },
] as const;

/** Adds the business nodes that do not exist yet (by code). */
export async function syncBusinessNodes(db: DbOrTx): Promise<void> {
  await db.insert(businessNodes)
    .values(BUSINESS_NODES.map((n) => ({ code: n.code, name: n.name, channels: [...n.channels], variables: [...n.variables] })))
    .onConflictDoNothing({ target: businessNodes.code });
}

type Piece = readonly [stage: string, name: string, content: string];

const V1: readonly Piece[] = [
  // For every pre-reminder level (D-3, D-2 have no template of their own): no days overdue, only the due day.
  ['preReminder', 'Upcoming repayment', 'Dear {customerName}, your {merchantName} repayment of KES {amountDue} is due on {dueDay}. Pay via M-Pesa Paybill {paybill}, account {orderNo}. Thank you.'],
  ['D-1', 'Due tomorrow', 'Dear {customerName}, your {merchantName} loan of KES {amountDue} is due tomorrow, {dueDay}. Pay via M-Pesa Paybill {paybill}, account {orderNo}. Thank you.'],
  ['D0', 'Due today', 'Dear {customerName}, your {merchantName} repayment of KES {amountDue} is due today. Paybill {paybill}, account {orderNo}. Paying on time keeps your limit growing.'],
  ['S1', 'Gentle reminder', 'Dear {customerName}, your {merchantName} loan {orderNo} is {daysOverdue} days past due. Kindly pay KES {amountDue} via Paybill {paybill}, account {orderNo}. Already paid? Please ignore.'],
  ['S2', 'Follow-up', 'Dear {customerName}, we have not yet received KES {amountDue} for loan {orderNo} ({daysOverdue} days overdue). Please pay via Paybill {paybill} or call us to agree a date.'],
  ['S3', 'Payment plan offer', 'Dear {customerName}, loan {orderNo} with {merchantName} is {daysOverdue} days overdue, KES {amountDue}. If you are facing difficulty, reply or call us and we will help you with a payment plan.'],
  ['S4', 'Credit record notice', 'Dear {customerName}, KES {amountDue} on loan {orderNo} remains unpaid after {daysOverdue} days. Timely repayment protects your credit record. Paybill {paybill}, account {orderNo}.'],
  ['S5', 'Final settlement offer', 'Dear {customerName}, {merchantName} would like to help you close loan {orderNo} (KES {amountDue}). Please call us between 8am and 5pm to discuss a settlement. Paybill {paybill}.'],
];

const V2: readonly Piece[] = [
  ['Stage0', 'Before the due day', 'Dear {customerName}, your {merchantName} repayment of KES {amountDue} is due on {dueDay}. Paybill {paybill}, account {orderNo}. Thank you for borrowing responsibly.'],
  ['Stage1', 'Early reminder', 'Dear {customerName}, your loan {orderNo} is {daysOverdue} days past due. Kindly pay KES {amountDue} via Paybill {paybill}, account {orderNo}. Already paid? Please ignore.'],
  ['Stage2', 'Follow-up', 'Dear {customerName}, KES {amountDue} on loan {orderNo} is still outstanding. Please pay via Paybill {paybill} or call {merchantName} to agree a payment date.'],
  ['Stage3', 'Payment plan offer', 'Dear {customerName}, we understand times can be hard. Call {merchantName} to agree a plan for KES {amountDue} on loan {orderNo}. Paybill {paybill}.'],
  ['Stage4', 'Credit record notice', 'Dear {customerName}, loan {orderNo} (KES {amountDue}) is {daysOverdue} days overdue. Repaying protects your credit record. Paybill {paybill}, account {orderNo}.'],
  ['Stage5', 'Settlement offer', 'Dear {customerName}, {merchantName} can help you settle loan {orderNo}. Please call us between 8am and 5pm. Paybill {paybill}, account {orderNo}.'],
];

/** To an emergency contact: no debt details (a third party), only a request to pass a message on. */
const EMERGENCY: Piece = ['', 'Emergency contact: please pass on', 'Hello, {customerName} named you as a contact with {merchantName}. Kindly ask them to call {merchantName} at their earliest convenience. Thank you.'];

/** The demo's sensitive words: threats and insults the conduct rules forbid in collection messages. */
export const DEMO_SENSITIVE_WORDS = 'idiot*, stupid, thief, thieves, fool, shame, arrest, police, jail, prison, auction your, we will come to your home, tell your employer, tell your family';

/** Templates per level (v1 merchants) or stage (the v2 merchant) for each demo merchant, and one sensitive-word list. */
export async function seedDemoContact(db: DbOrTx): Promise<void> {
  const [node] = await db.select().from(businessNodes).where(inArray(businessNodes.code, ['collection']));
  const rows = await db.select({ id: merchants.id, merchantNo: merchants.merchantNo }).from(merchants).orderBy(merchants.merchantNo);
  const values = rows.flatMap((m) => {
    const pieces = m.merchantNo === V2_MERCHANT ? V2 : V1;
    return [...pieces, EMERGENCY].map(([stage, name, content]) => ({
      templateNo: `COL-${m.merchantNo}-${stage || 'EC'}`, name, businessNodeId: node.id, channel: 'sms',
      caseStage: stage || null, contactType: stage ? 'borrower' : 'emergencyContact', merchantId: m.id, content,
    }));
  });
  if (values.length > 0) await db.insert(messageTemplates).values(values);
  await db.insert(sensitiveWords).values({ name: 'Collection conduct', words: DEMO_SENSITIVE_WORDS });
}

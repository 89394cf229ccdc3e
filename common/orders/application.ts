/**
 * What a merchant's customer app submits to the intake API (docs/api.md, "Intake"). Amounts are integer
 * cents; phones 254 + 9 digits; ID numbers 7–9 digits (spec 5).
 */
import { z } from 'zod';
import { ID_CARD_PATTERN, PHONE_PATTERN } from '../validators';

export const ATTACHMENT_KINDS = ['idFront', 'idBack', 'selfie', 'payslip'] as const;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ATTACHMENT_MIN_BYTES = 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const phone = z.string().trim().regex(PHONE_PATTERN, 'validation.phone');
const name = z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional();

export const applicationSchema = z.object({
  externalRef: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength'),
  productCode: z.string().trim().min(1, 'validation.required').max(32, 'validation.maxLength'),
  loanAmountCents: z.number().int('validation.integer').positive('validation.minValue'),
  orgNo: optionalText(32),
  customer: z.object({
    fullName: name,
    idNumber: z.string().trim().regex(ID_CARD_PATTERN, 'validation.idCard'),
    certificateNumber: optionalText(32),
    phone,
    language: z.enum(['en', 'sw']).default('en'),
    gender: z.enum(['male', 'female']).optional(),
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
    email: z.string().trim().email('validation.email').optional(),
    maritalStatus: optionalText(32),
    education: optionalText(32),
    occupation: optionalText(64),
    employer: optionalText(100),
    monthlyIncomeCents: z.number().int('validation.integer').min(0, 'validation.minValue'),
    county: optionalText(64),
    address: optionalText(200),
  }),
  bankCard: z.object({
    holderName: name,
    paymentType: z.enum(['mpesa', 'bank', 'wallet']),
    paymentSubtype: optionalText(32),
    cardNumber: optionalText(32),
    bankName: optionalText(64),
    branch: optionalText(64),
    walletAccount: optionalText(32),
  }),
  contacts: z.array(z.object({ name, relation: z.string().trim().min(1).max(32), phone })).min(2, 'intake:errors.contactsRequired').max(5),
  closeContacts: z.array(z.object({
    name, phone, callCount: z.number().int().min(0), callSeconds: z.number().int().min(0), lastCallAt: z.coerce.date().optional(),
  })).max(50).default([]),
  device: z.object({
    deviceId: z.string().trim().min(1).max(64), brand: optionalText(32), model: optionalText(64), os: optionalText(32),
    osVersion: optionalText(16), rooted: z.boolean().default(false), emulator: z.boolean().default(false),
    imei: optionalText(32), appVersion: optionalText(16), ip: optionalText(64), network: optionalText(16),
  }),
  location: z.object({
    latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180),
    address: optionalText(200), county: optionalText(64), capturedAt: z.coerce.date().optional(),
  }).optional(),
  operator: z.object({
    carrier: z.string().trim().max(32), simAgeDays: z.number().int().min(0), registeredName: optionalText(100),
    airtimeMonthlyCents: z.number().int().min(0).optional(), mpesaActiveMonths: z.number().int().min(0).optional(),
  }).optional(),
  appList: z.array(z.object({
    name: z.string().trim().max(100), packageName: z.string().trim().max(200), category: optionalText(32),
    installedAt: z.coerce.date().optional(),
  })).max(1000).default([]),
  bvn: z.object({ matched: z.boolean(), registeredName: optionalText(100), registeredPhone: phone.optional(), checkedAt: z.coerce.date().optional() }).optional(),
  face: z.object({ score: z.number().min(0).max(100), livenessPassed: z.boolean(), provider: optionalText(32) }).optional(),
  /** ID pictures, selfie, payslip: JPEG, PNG or PDF, 1 KB to 10 MB each (spec 5, image upload), base64. */
  attachments: z.array(z.object({
    kind: z.enum(ATTACHMENT_KINDS),
    fileName: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
    contentType: z.enum(ATTACHMENT_TYPES, { message: 'intake:errors.attachmentType' }),
    dataBase64: z.string().min(1, 'validation.required').max(14_000_000, 'intake:errors.attachmentSize'),
  })).max(6).default([]),
  incomingChannel: optionalText(32),
  promotionChannel: optionalText(32),
  dataSource: optionalText(32),
});

export type Application = z.infer<typeof applicationSchema>;

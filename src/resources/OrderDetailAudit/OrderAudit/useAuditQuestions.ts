import { useCustom } from '@refinedev/core';

export interface AuditQuestion {
  id: number;
  question: string;
  options: string[];
  required: boolean;
}

const NONE: AuditQuestion[] = [];

/** The enabled human-review questions (AuditConfiguration), through Refine's useCustom. */
export function useAuditQuestions(): AuditQuestion[] {
  const { result } = useCustom<AuditQuestion[]>({ url: 'auditConfiguration/enabled', method: 'get', errorNotification: false });
  return Array.isArray(result.data) ? result.data : NONE;
}

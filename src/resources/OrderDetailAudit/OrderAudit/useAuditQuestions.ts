import { useEffect, useState } from 'react';
import { api } from '../../../providers/http';

export interface AuditQuestion {
  id: number;
  question: string;
  options: string[];
  required: boolean;
}

/** The enabled human-review questions (AuditConfiguration). */
export function useAuditQuestions(): AuditQuestion[] {
  const [questions, setQuestions] = useState<AuditQuestion[]>([]);
  useEffect(() => {
    let current = true;
    api.get<AuditQuestion[]>('auditConfiguration/enabled').then((rows) => { if (current) setQuestions(rows); }).catch(() => undefined);
    return () => { current = false; };
  }, []);
  return questions;
}

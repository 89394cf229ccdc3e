import { describe, expect, it } from 'vitest';
import { sandboxCallRecord } from '../../integrations/call/sandbox';
import { callStateAt } from './call-state.rules';

const dialledAt = new Date('2026-12-02T07:00:00Z');
const at = (seconds: number) => new Date(dialledAt.getTime() + seconds * 1000);
const log = { via: 'callCentre' as const, status: 'dialing', createdAt: dialledAt, endedAt: null };

describe('callStateAt', () => {
  it('goes dialling, ringing, connected, ended for an answered sandbox call', () => {
    const record = sandboxCallRecord({ providerRef: 'sandbox-call-1', phone: '254712345678', dialledAt });
    expect(record.outcome).toBe('answered');
    expect(callStateAt(log, record, at(1))).toBe('dialling');
    expect(callStateAt(log, record, at(5))).toBe('ringing');
    expect(callStateAt(log, record, at(9))).toBe('connected');
    expect(callStateAt(log, record, new Date(record.endedAt.getTime() - 1))).toBe('connected');
    expect(callStateAt(log, record, record.endedAt)).toBe('ended');
  });

  it('rings until a call nobody answers ends, and never connects', () => {
    const record = sandboxCallRecord({ providerRef: 'sandbox-call-2', phone: '254712345670', dialledAt });
    expect(callStateAt(log, record, at(30))).toBe('ringing');
    expect(callStateAt(log, record, at(45))).toBe('ended');
  });

  it('rings while a call centre has no record yet; a logged end, a failed dial and a tel: link are ended', () => {
    expect(callStateAt(log, null, at(120))).toBe('ringing');
    expect(callStateAt({ ...log, endedAt: at(60) }, null, at(61))).toBe('ended');
    expect(callStateAt({ ...log, status: 'failed' }, null, at(0))).toBe('ended');
    expect(callStateAt({ ...log, via: 'telLink', status: 'opened' }, null, at(0))).toBe('ended');
  });
});

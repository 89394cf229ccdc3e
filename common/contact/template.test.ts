import { describe, expect, it } from 'vitest';
import { findSensitiveWord, renderTemplate, splitWords, templateFitsCase, templateVariables, unknownVariable } from './template';

describe('renderTemplate', () => {
  it('fills every {variable}, each use, and leaves other braces alone', () => {
    expect(renderTemplate('Dear {customerName}, pay {amountDue} ({amountDue}) {not a var} {1x}', { customerName: 'Wanjiku', amountDue: 'KES 100' }))
      .toEqual({ text: 'Dear Wanjiku, pay KES 100 (KES 100) {not a var} {1x}', missing: [] });
  });

  it('reports missing and empty variables once each, in order, and keeps them in the text', () => {
    expect(renderTemplate('{a} {b} {a} {c}', { b: '', c: 'x' })).toEqual({ text: '{a} {b} {a} x', missing: ['a', 'b'] });
  });

  it('does not read inherited properties as variables', () => {
    expect(renderTemplate('{constructor}', {}).missing).toEqual(['constructor']);
  });

  it('lists the variables used and the first one a node does not provide', () => {
    expect(templateVariables('{x} {y} {x}')).toEqual(['x', 'y']);
    expect(unknownVariable('Hi {customerName}, {balance}', ['customerName'])).toBe('balance');
    expect(unknownVariable('Hi {customerName}', ['customerName'])).toBeNull();
  });
});

describe('findSensitiveWord', () => {
  const lists = ['Police, idiot*, tell your employer', '骗子'];

  it('splits on commas (also Chinese ones and new lines), trimming blanks', () => {
    expect(splitWords(' a ,,b，c、d\n e  f ')).toEqual(['a', 'b', 'c', 'd', 'e f']);
  });

  it('finds a whole word ignoring case and returns it as listed', () => {
    expect(findSensitiveWord('We will call the POLICE.', lists)).toBe('Police');
    expect(findSensitiveWord('policeman', lists)).toBeNull();
    expect(findSensitiveWord('the police-station', lists)).toBe('Police');
  });

  it('matches a word ending in * as a prefix, and phrases across any white space', () => {
    expect(findSensitiveWord('you idiots', lists)).toBe('idiot*');
    expect(findSensitiveWord('an idiot', lists)).toBe('idiot*');
    expect(findSensitiveWord('semi-idiotic', lists)).toBe('idiot*');
    expect(findSensitiveWord('We will TELL  your\nemployer', lists)).toBe('tell your employer');
    expect(findSensitiveWord('tell yours employer', lists)).toBeNull();
  });

  it('finds Chinese words anywhere, and nothing in clean text or with no lists', () => {
    expect(findSensitiveWord('你是骗子吗', lists)).toBe('骗子');
    expect(findSensitiveWord('Dear customer, kindly pay.', lists)).toBeNull();
    expect(findSensitiveWord('anything', [])).toBeNull();
    expect(findSensitiveWord('a * b', ['*'])).toBeNull();
  });

  it('treats regular-expression characters in words as text', () => {
    expect(findSensitiveWord('pay (now)', ['(now)'])).toBe('(now)');
    expect(findSensitiveWord('pay now', ['n.w'])).toBeNull();
  });
});

describe('templateFitsCase', () => {
  const d3 = { kind: 'preReminder', level: 'D-3', merchantId: 1 };
  const s2 = { kind: 'overdue', level: 'S2', merchantId: 1 };
  const tpl = (caseStage: string | null, merchantId: number | null = null, contactType = 'borrower') => ({ caseStage, merchantId, contactType });

  it('fits by stage, by level, or any case; only the merchant\'s own or shared; only borrower templates', () => {
    expect(templateFitsCase(tpl(null), d3)).toBe(true);
    expect(templateFitsCase(tpl('preReminder'), d3)).toBe(true);
    expect(templateFitsCase(tpl('preReminder'), s2)).toBe(false);
    expect(templateFitsCase(tpl('overdue'), s2)).toBe(true);
    expect(templateFitsCase(tpl('D-3'), d3)).toBe(true);
    expect(templateFitsCase(tpl('S5'), d3)).toBe(false);
    expect(templateFitsCase(tpl('S5'), s2)).toBe(false);
    expect(templateFitsCase(tpl('S2', 1), s2)).toBe(true);
    expect(templateFitsCase(tpl('S2', 2), s2)).toBe(false);
    expect(templateFitsCase(tpl(null, null, 'emergencyContact'), s2)).toBe(false);
    expect(templateFitsCase(tpl('  '), s2)).toBe(true);
  });
});

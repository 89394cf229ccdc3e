// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

afterEach(cleanup);

const renders: string[] = [];
const Child = () => { renders.push('child'); return <span>tools</span>; };
const Placeholder = () => { renders.push('placeholder'); return null; };

describe('AfterFirstPaint', () => {
  it('shows its placeholder in the first render and its children in the next', async () => {
    await act(async () => { render(<AfterFirstPaint placeholder={<Placeholder />}><Child /></AfterFirstPaint>); });
    expect(screen.getByText('tools')).toBeTruthy();
    expect(renders).toEqual(['placeholder', 'child']);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useVerifyStore } from '../verify-store.ts';
import { CaseFields } from './case-fields.tsx';

const initial = useVerifyStore.getInitialState();
beforeEach(() => useVerifyStore.setState(initial, true));
afterEach(cleanup);

describe('the User-Agent case field', () => {
  it('is labelled as optional, shows the store value, and writes what is typed', () => {
    useVerifyStore.getState().setField('userAgent', 'curl/8.5.0');
    render(<CaseFields />);
    const input = screen.getByLabelText('User-Agent (optional)');
    expect(input).toBe(screen.getByTestId('verify.user-agent'));
    expect((input as HTMLInputElement).value).toBe('curl/8.5.0');
    expect(input.hasAttribute('required')).toBe(false);
    fireEvent.change(input, { target: { value: 'axios/1.16.0' } });
    expect(useVerifyStore.getState().fields.userAgent).toBe('axios/1.16.0');
    expect(screen.getByText(/Fits the diagnosis's hints to the sender's stack/)).toBeTruthy();
  });

  it('says it is used for requests only when the case is a webhook or a response', () => {
    useVerifyStore.getState().setKind('webhook');
    render(<CaseFields />);
    expect(screen.getByText(/Used for requests only/)).toBeTruthy();
    expect(screen.queryByText(/Fits the diagnosis's hints/)).toBeNull();
  });
});

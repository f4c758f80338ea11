// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DIAGNOSIS_POINTER, type TrafficEntry } from '../../../core/sandbox-api/traffic.ts';
import { takeHandedOffCase } from '../../../services/case-handoff/case-handoff.ts';
import { TrafficRow } from './traffic-row.tsx';

const entry = (change: Partial<TrafficEntry> = {}): TrafficEntry => ({
  id: '7',
  time: '2026-01-01T00:00:00.000Z',
  method: 'POST',
  path: '/api/v1/payments/query',
  merchantId: 'M100001',
  timestamp: '1767225600',
  nonce: 'nonce-7',
  contentType: 'application/json',
  bodyBytes: 41,
  body: '{"merchant_order_no":"ORD-20231114-0001"}',
  bodyTruncated: false,
  receivedSign: 'ab'.repeat(32),
  status: 401,
  code: 1003,
  msg: 'Signature verification failed.',
  kind: 'api',
  diagnosis: null,
  ...change,
});

function renderRow(value: TrafficEntry) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <TrafficRow entry={value} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('TrafficRow', () => {
  it('shows a pending diagnosis as pending, with no cause yet', () => {
    renderRow(entry({ diagnosis: { state: 'pending', cause: [], explanation: '' } }));
    const diagnosis = screen.getByTestId('sandbox.diagnosis');
    expect(diagnosis.getAttribute('data-state')).toBe('pending');
    expect(diagnosis.hasAttribute('data-cause')).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/pending/i);
  });

  it('puts the cause codes in data-cause and the explanation in words', () => {
    renderRow(
      entry({
        diagnosis: {
          state: 'done',
          cause: ['CRLF_SEPARATORS', 'BODY_REFORMATTED'],
          explanation: 'The parts were joined with CR LF.',
        },
      }),
    );
    const diagnosis = screen.getByTestId('sandbox.diagnosis');
    expect(diagnosis.getAttribute('data-cause')).toBe('CRLF_SEPARATORS BODY_REFORMATTED');
    expect(screen.queryByText('The parts were joined with CR LF.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByTestId('sandbox.diagnosis-explanation').textContent).toBe(
      'The parts were joined with CR LF.',
    );
    expect(screen.getByTestId('sandbox.traffic-verdict').textContent).toBe(
      'refused: 401, code 1003 Signature verification failed',
    );
  });

  it('hands the request to Verify with the exact parts, never through the address', () => {
    const value = entry();
    renderRow(value);
    const before = window.location.href;
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Open in Verify' }));
    // The body may hold a typed secret: an address is kept in the browser's history.
    expect(window.location.href).toBe(before);
    expect(takeHandedOffCase()).toEqual({
      kind: 'request',
      env: 'test',
      merchant_id: value.merchantId,
      timestamp: value.timestamp,
      nonce: value.nonce,
      raw_body: value.body,
      received_sign: value.receivedSign,
      content_type: value.contentType,
    });
  });

  it("carries the request's User-Agent into the link, so Verify fits its hints the same way", () => {
    renderRow(entry({ userAgent: 'axios/1.16.0' }));
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    // The evidence the hint stands on is shown with the parts.
    expect(screen.getByText('User-Agent:').parentElement?.textContent).toContain(
      'User-Agent: axios/1.16.0',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open in Verify' }));
    expect(takeHandedOffCase()).toMatchObject({
      kind: 'request',
      user_agent: 'axios/1.16.0',
    });
  });

  it('says in the closed row who sent the request and which order it is about', () => {
    renderRow(entry({ userAgent: 'python-requests/2.31.0' }));
    const facts = screen.getByTestId('sandbox.traffic-facts');
    expect(facts.textContent).toContain('python-requests/2.31.0');
    expect(facts.textContent).toContain('ORD-20231114-0001');
    cleanup();
    renderRow(entry({ fromConsole: true, userAgent: 'Mozilla/5.0', body: '{}' }));
    expect(screen.getByTestId('sandbox.traffic-facts').textContent).toBe('this console');
  });

  it('is one compact line until its disclosure button opens the details, and closes again', () => {
    const pointer = ` ${DIAGNOSIS_POINTER}`;
    renderRow(entry({ msg: `Signature verification failed: 83 bytes signed.${pointer}` }));
    const toggle = screen.getByRole('button', { expanded: false });
    expect(toggle.textContent).toContain('refused: 401, code 1003');
    expect(screen.queryByRole('button', { name: 'Open in Verify' })).toBeNull();
    expect(screen.queryByText(/nonce-7/)).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.getByTestId('sandbox.traffic-msg').textContent).toBe(
      'Signature verification failed: 83 bytes signed.',
    );
    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: 'Open in Verify' })).toBeNull();
  });

  it('says which headers the log cut, and keeps an entry with a cut signed header out of Verify', () => {
    renderRow(entry({ nonce: 'n'.repeat(1024), cutHeaders: { nonce: 122880 } }));
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByTestId('sandbox.cut-headers').textContent).toMatch(
      /first 1 KiB of X-Nonce \(122880 bytes\)/,
    );
    expect(screen.getByRole('button', { name: 'Open in Verify' })).toHaveProperty('disabled', true);
  });
});

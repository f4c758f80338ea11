/**
 * The cases the by-hand lessons give the learner (spec 5.1, 5.2): the demo merchant, a fixed
 * time and nonce, and a query body, one case per lesson, so no lesson prints what another asks
 * for (the headers lesson's sign is not the HMAC lesson's answer; the string-to-sign lesson's
 * timestamp is not the one the headers lesson asks to convert). Fixed so the lesson text can
 * describe them; the checkers always compute the right answer with the signing core.
 */
import { DEMO_MERCHANT } from '../protocol/demo-merchant.ts';

export interface ExerciseCase {
  merchantId: string;
  /** The moment of the request, for the learner to turn into Unix seconds (spec 5.1). */
  isoTime: string;
  /** The same moment as the spec's `X-Timestamp`: decimal Unix seconds. */
  timestamp: string;
  nonce: string;
  body: string;
  /** The demo merchant's test secret: public, for the embedded sandbox only. */
  secret: string;
  /** The other environment's secret, so a sign made with it can be named (spec 5.5). */
  otherSecret: string;
}

const demo = {
  merchantId: DEMO_MERCHANT.merchantId,
  secret: DEMO_MERCHANT.testSecret,
  otherSecret: DEMO_MERCHANT.productionSecret,
};

/** The lessons done by hand, each with its own case. */
export type ByHandLesson = 'headers' | 'string-to-sign' | 'hmac';

export const EXERCISE_CASES: Readonly<Record<ByHandLesson, ExerciseCase>> = {
  headers: {
    ...demo,
    isoTime: '2023-11-14T22:13:20Z',
    timestamp: '1700000000',
    nonce: 'n7Qk2VxLp9RtYc4MzA8sWd1E',
    body: '{"merchant_order_no":"ORD-20231114-0001"}',
  },
  'string-to-sign': {
    ...demo,
    isoTime: '2024-03-09T16:00:00Z',
    timestamp: '1710000000',
    nonce: 'Zp4Rw8Kd2Lm6Xq1Tb9Hs3Vc7',
    body: '{"merchant_order_no":"ORD-20240309-0002"}',
  },
  hmac: {
    ...demo,
    isoTime: '2024-06-25T05:20:00Z',
    timestamp: '1719292800',
    nonce: 'Hb3Nc8Vq1Ws5Ke9Tm2Rx7Ld4',
    body: '{"merchant_order_no":"ORD-20240625-0003"}',
  },
};

/**
 * The case the by-hand lessons give the learner (spec 5.1, 5.2): the demo merchant, a fixed
 * time and nonce, and a query body. Fixed so the lesson text can describe it; the checkers
 * always compute the right answer with the signing core, never from a stored answer.
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

export const EXERCISE_CASE: ExerciseCase = {
  merchantId: DEMO_MERCHANT.merchantId,
  isoTime: '2023-11-14T22:13:20Z',
  timestamp: '1700000000',
  nonce: 'n7Qk2VxLp9RtYc4MzA8sWd1E',
  body: '{"merchant_order_no":"ORD-20231114-0001"}',
  secret: DEMO_MERCHANT.testSecret,
  otherSecret: DEMO_MERCHANT.productionSecret,
};

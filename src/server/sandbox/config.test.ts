import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { configFromEnv, defaultSandboxConfig, sandboxIdentity } from './config.ts';

describe('configFromEnv', () => {
  it('defaults to the demo merchant and the documented choices for spec gaps', () => {
    expect(configFromEnv({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      merchants: [
        {
          merchantId: DEMO_MERCHANT.merchantId,
          testSecret: DEMO_MERCHANT.testSecret,
          productionSecret: DEMO_MERCHANT.productionSecret,
        },
      ],
      clockWindowSeconds: 300,
      nonceReuse: 'reject',
      successCode: 0,
      successMsg: 'success',
      faults: [],
      faultDelayMs: 0,
      faultClockSkewSeconds: 0,
      diagnose: 'on',
      notifyUrl: null,
      webhookTimeoutMs: 5000,
      webhookRetryMs: 1000,
      webhookMaxAttempts: 5,
      webhookBody: 'revealing',
      orderStatuses: ['PENDING', 'SUCCESS', 'FAILED', 'CLOSED'],
      allowPrivateTargets: false,
    });
    expect(defaultSandboxConfig()).toEqual(configFromEnv({}));
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_PORT: '0',
      SANDBOX_MERCHANT_ID: 'M200002',
      SANDBOX_TEST_SECRET: 'test_other',
      SANDBOX_PROD_SECRET: 'prod_other',
      SANDBOX_CLOCK_WINDOW: '60',
      SANDBOX_NONCE_REUSE: 'allow',
      SANDBOX_SUCCESS_CODE: 'SUCCESS',
      SANDBOX_SUCCESS_MSG: 'ok',
      SANDBOX_FAULTS: 'corrupt-response-sign,amount-limit-5008,delay=250,clock-skew=-90',
      SANDBOX_DIAGNOSE: 'off',
      SANDBOX_NOTIFY_URL: 'https://merchant.example/notify',
      SANDBOX_WEBHOOK_TIMEOUT_MS: '800',
      SANDBOX_WEBHOOK_RETRY_MS: '20',
      SANDBOX_WEBHOOK_MAX_ATTEMPTS: '3',
      SANDBOX_WEBHOOK_BODY: 'compact',
      SANDBOX_ORDER_STATUSES: 'PENDING,PAID',
      SANDBOX_ALLOW_PRIVATE_TARGETS: '1',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 0,
      merchants: [
        { merchantId: 'M200002', testSecret: 'test_other', productionSecret: 'prod_other' },
      ],
      clockWindowSeconds: 60,
      nonceReuse: 'allow',
      successCode: 'SUCCESS',
      successMsg: 'ok',
      faults: ['corrupt-response-sign', 'amount-limit-5008'],
      faultDelayMs: 250,
      faultClockSkewSeconds: -90,
      diagnose: 'off',
      notifyUrl: 'https://merchant.example/notify',
      webhookTimeoutMs: 800,
      webhookRetryMs: 20,
      webhookMaxAttempts: 3,
      webhookBody: 'compact',
      orderStatuses: ['PENDING', 'PAID'],
      allowPrivateTargets: true,
    });
  });

  it('keeps a numeric success code a number and treats empty variables as unset', () => {
    const config = configFromEnv({
      SANDBOX_SUCCESS_CODE: '200',
      SANDBOX_PORT: '',
      SANDBOX_FAULTS: '',
    });
    expect(config.successCode).toBe(200);
    expect(config.port).toBe(8787);
    expect(config.faults).toEqual([]);
  });

  it.each([
    ['SANDBOX_PORT', 'eighty', 'an integer port from 0 to 65535'],
    ['SANDBOX_PORT', '70000', 'an integer port from 0 to 65535'],
    ['SANDBOX_HOST', 'local host', 'a host name or IP address'],
    ['SANDBOX_MERCHANT_ID', 'Acme Store', 'the merchant ID'],
    ['SANDBOX_CLOCK_WINDOW', '0', 'a whole number of seconds, at least 1'],
    ['SANDBOX_CLOCK_WINDOW', '5m', 'a whole number of seconds, at least 1'],
    ['SANDBOX_NONCE_REUSE', 'sometimes', '`reject` or `allow`'],
    ['SANDBOX_SUCCESS_CODE', 'all good!', 'an integer such as 0'],
    [
      'SANDBOX_FAULTS',
      'corrupt-response-sign,slow',
      'a comma-separated list of corrupt-response-sign',
    ],
    ['SANDBOX_FAULTS', 'delay=soon', 'delay=<ms>, clock-skew=<seconds>'],
    ['SANDBOX_DIAGNOSE', 'maybe', '`on` or `off`'],
    ['SANDBOX_NOTIFY_URL', 'ftp://merchant.example/in', 'an absolute http: or https: URL'],
    ['SANDBOX_NOTIFY_URL', '/notify', 'an absolute http: or https: URL'],
    ['SANDBOX_WEBHOOK_TIMEOUT_MS', '0', 'milliseconds from 1 to 600000'],
    ['SANDBOX_WEBHOOK_RETRY_MS', '1s', 'milliseconds from 1 to 3600000'],
    ['SANDBOX_WEBHOOK_MAX_ATTEMPTS', '50', 'a whole number from 1 to 20'],
    ['SANDBOX_WEBHOOK_BODY', 'pretty', '`revealing` (the default'],
    ['SANDBOX_ORDER_STATUSES', 'paid', 'uppercase statuses'],
  ])('refuses %s=%j, naming the variable and the expected form', (name, value, expected) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(name);
    expect(() => configFromEnv({ [name]: value })).toThrow(expected);
    expect(() => configFromEnv({ [name]: value })).toThrow(JSON.stringify(value));
  });

  it('never puts a secret in an error message', () => {
    const bad = 'my secret with spaces';
    for (const name of ['SANDBOX_TEST_SECRET', 'SANDBOX_PROD_SECRET']) {
      let message = '';
      try {
        configFromEnv({ [name]: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(name);
      expect(message).not.toContain(bad);
    }
  });

  it('refuses a production secret equal to the test secret (spec 1)', () => {
    expect(() =>
      configFromEnv({ SANDBOX_TEST_SECRET: 'same_secret', SANDBOX_PROD_SECRET: 'same_secret' }),
    ).toThrow(/SANDBOX_PROD_SECRET.*different from SANDBOX_TEST_SECRET/);
  });
});

describe('sandboxIdentity', () => {
  it('says which secrets are the demo ones, and never a secret', () => {
    expect(sandboxIdentity(configFromEnv({}))).toEqual({
      merchantId: DEMO_MERCHANT.merchantId,
      demoSecret: true,
      demoProductionSecret: true,
    });
    const own = configFromEnv({
      SANDBOX_MERCHANT_ID: 'M424242',
      SANDBOX_PROD_SECRET: 'prod_team_1',
    });
    expect(sandboxIdentity(own)).toEqual({
      merchantId: 'M424242',
      demoSecret: true,
      demoProductionSecret: false,
    });
    expect(JSON.stringify(sandboxIdentity(own))).not.toContain('prod_team_1');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../backoffice.js';
import { testConfig } from '../../testing/config.js';
import {
  type StandIn,
  startTwilioStandIn,
  startWhatsappCloudStandIn,
  TWILIO_TEST,
  WHATSAPP_TEST,
} from '../../testing/provider-stand-ins.js';
import { configuredTransports, MessagingConfigError } from './configured-transports.js';
import { loadMessagingSetting } from './messaging-config.js';

let twilio: StandIn;
let cloud: StandIn;
beforeAll(async () => {
  [twilio, cloud] = await Promise.all([startTwilioStandIn(), startWhatsappCloudStandIn()]);
});
afterAll(() => Promise.all([twilio.close(), cloud.close()]));

const message = { id: 1, recipient: '+51987654321', body: 'Hola' };

describe('transports chosen by configuration', () => {
  it('unset, everything stays in the store', async () => {
    const { messages, mail } = configuredTransports(loadMessagingSetting({}));
    expect([messages.name, mail.name]).toEqual(['store', 'store']);
    expect(await messages.send({ ...message, channel: 'Sms' })).toEqual({ transport: 'store' });
  });

  it('SMS goes to Twilio and WhatsApp to the Cloud API, each recorded with its own provider', async () => {
    const { messages } = configuredTransports(
      loadMessagingSetting({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
        TWILIO_FROM: TWILIO_TEST.from,
        TWILIO_API_URL: twilio.baseUrl,
        WHATSAPP_PROVIDER: 'cloud-api',
        WHATSAPP_TOKEN: WHATSAPP_TEST.token,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TEST.phoneNumberId,
        WHATSAPP_API_URL: cloud.baseUrl,
      }),
    );
    expect(await messages.send({ ...message, channel: 'Sms' })).toMatchObject({ transport: 'twilio' });
    expect(await messages.send({ ...message, channel: 'Whatsapp' })).toMatchObject({
      transport: 'whatsapp-cloud',
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
    expect([twilio.accepted.length, cloud.accepted.length]).toEqual([1, 1]);
  });

  it('a provider named without its credentials stops start-up naming every missing variable', () => {
    const setting = loadMessagingSetting({
      SMS_PROVIDER: 'twilio',
      MAIL_TRANSPORT: 'smtp',
      WHATSAPP_PROVIDER: 'telegram',
    });
    expect(() => configuredTransports(setting)).toThrow(MessagingConfigError);
    expect(setting.problems).toEqual([
      'SMTP_URL is required with MAIL_TRANSPORT=smtp',
      'MAIL_FROM is required with MAIL_TRANSPORT=smtp',
      'TWILIO_ACCOUNT_SID is required with SMS_PROVIDER=twilio',
      'TWILIO_AUTH_TOKEN is required with SMS_PROVIDER=twilio',
      'TWILIO_FROM is required with SMS_PROVIDER=twilio',
      'WHATSAPP_PROVIDER must be "store" or "cloud-api" or "twilio", not "telegram"',
    ]);
  });

  it('the back-office refuses to start with such a configuration, before opening the database', async () => {
    const config = testConfig({ messaging: loadMessagingSetting({ SMS_PROVIDER: 'twilio' }) });
    await expect(createBackoffice(config)).rejects.toThrow(
      /^Messaging is misconfigured:\n {2}TWILIO_ACCOUNT_SID is required with SMS_PROVIDER=twilio/,
    );
  });
});

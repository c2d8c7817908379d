import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startWhatsappCloudStandIn, WHATSAPP_TEST } from '../../testing/provider-stand-ins.js';
import { whatsappCloudTransport } from './whatsapp-cloud-transport.js';

let cloud: StandIn;
beforeAll(async () => {
  cloud = await startWhatsappCloudStandIn();
});
afterAll(() => cloud.close());

const message = { id: 1, channel: 'Whatsapp' as const, recipient: '+51987654321', body: 'Hola Rosa, su pedido…' };

describe('WhatsApp through the Cloud API', () => {
  it("posts the Cloud API's text message JSON with the Bearer token and keeps the wamid", async () => {
    const transport = whatsappCloudTransport({ ...WHATSAPP_TEST, baseUrl: cloud.baseUrl });
    const receipt = await transport.send(message);
    expect(JSON.parse(cloud.accepted.at(-1)?.body ?? '{}')).toMatchObject({
      messaging_product: 'whatsapp',
      to: '51987654321',
      type: 'text',
      text: { body: message.body },
    });
    expect(receipt).toEqual({ transport: 'whatsapp-cloud', providerMessageId: 'wamid.TEST1' });
  });

  it("a refusal is permanent and carries the Graph API's message, details and code", async () => {
    const transport = whatsappCloudTransport({ ...WHATSAPP_TEST, token: 'expired', baseUrl: cloud.baseUrl });
    expect(await transport.send(message).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      message: 'WhatsApp Cloud API 401: Invalid OAuth access token - Cannot parse access token (code 190)',
    });
    cloud.failNext({
      status: 400,
      body: {
        error: {
          message: '(#131047) Re-engagement message',
          code: 131047,
          error_data: { details: 'Message failed to send because more than 24 hours have passed' },
        },
      },
    });
    const good = whatsappCloudTransport({ ...WHATSAPP_TEST, baseUrl: cloud.baseUrl });
    expect(await good.send(message).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      message: expect.stringContaining('more than 24 hours have passed (code 131047)'),
    });
    cloud.failNext({ status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2 } } });
    expect(await good.send(message).catch((e: unknown) => e)).toMatchObject({ permanent: false });
  });
});

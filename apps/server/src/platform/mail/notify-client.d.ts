// notifications-node-client names a types file it does not ship; this is the part of it we call.
declare module 'notifications-node-client' {
  export class NotifyClient {
    constructor(apiKey: string);
    sendEmail(
      templateId: string,
      emailAddress: string,
      options?: { personalisation?: Record<string, string>; reference?: string },
    ): Promise<{ data: { id: string } }>;
  }
}

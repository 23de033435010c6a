/** Builds multipart/form-data bodies for inject(), the way a browser sends them. */
export interface FormPart {
  name: string;
  /** A text field, or a file's content. */
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipartPayload(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----esos${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 24-bit BMP of the given size (the pixels are white). */
export function bmpImage(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = rowSize * height;
  const buffer = Buffer.alloc(54 + pixelBytes, 0xff);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(0, 6);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  buffer.writeUInt32LE(0, 30);
  buffer.writeUInt32LE(pixelBytes, 34);
  buffer.writeInt32LE(2835, 38);
  buffer.writeInt32LE(2835, 42);
  buffer.writeUInt32LE(0, 46);
  buffer.writeUInt32LE(0, 50);
  return buffer;
}

/** A regulator's invitation form as the Add a new user page sends it (its JSON part, no signature). */
export function regulatorInvitationForm(invitee: { email: string; firstName: string; lastName: string }): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  return multipartPayload([
    {
      name: 'regulatorInvitedUser',
      value: JSON.stringify({
        ...invitee,
        jobTitle: 'Officer',
        phoneNumber: '01234 567890',
        permissions: { ASSIGN_REASSIGN_TASKS: 'EXECUTE' },
      }),
      filename: 'blob',
      contentType: 'application/json',
    },
  ]);
}

import { generateURI } from 'otplib';

/**
 * What the "Set up your authenticator app" page shows: a QR code (an SVG as a data URL, so it needs no
 * extra request and no script) and the same secret as text, in groups of four, for typing in.
 */
export async function authenticatorSetup(secret: string, email: string) {
  const uri = generateURI({ issuer: 'Manage your ESOS reporting', label: email, secret });
  // Imported on first use, not at start: only people setting up an authenticator app need it.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    secretText: secret.match(/.{1,4}/g)?.join(' ') ?? secret,
  };
}

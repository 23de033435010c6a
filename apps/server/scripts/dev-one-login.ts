/**
 * `npm run dev:one-login`: the service signing people in through a GOV.UK One Login stand-in on this machine
 * (ADR 48). The stand-in runs in this process on its own port (PORT + 100 unless ONE_LOGIN_STAND_IN_PORT), with
 * a client key pair made for the run; the service is then started as `npm run dev` starts it, with the four
 * ONE_LOGIN_ settings pointing at the stand-in. ONE_LOGIN_STAND_IN_FAULT makes the stand-in answer wrongly.
 */
import { generateKeyPairSync } from 'node:crypto';
import { standInFaults, startOneLoginStandIn, type StandInFault } from '../src/idp/one-login/stand-in';

const port = Number(process.env.PORT ?? 3000);
const standInPort = Number(process.env.ONE_LOGIN_STAND_IN_PORT ?? port + 100);
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const fault = process.env.ONE_LOGIN_STAND_IN_FAULT as StandInFault | undefined;
if (fault && !standInFaults.includes(fault)) {
  console.error(`ONE_LOGIN_STAND_IN_FAULT: one of ${standInFaults.join(', ')}`);
  process.exit(1);
}

const client = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const redirectUri = `${publicUrl}/auth/realms/esos/broker/onelogin/endpoint`;
const standIn = await startOneLoginStandIn({
  port: standInPort,
  clientId: 'esos-development',
  clientKey: client.publicKey,
  redirectUri,
  postLogoutRedirectUri: `${redirectUri}/logout_response`,
  ...(fault ? { fault } : {}),
});
Object.assign(process.env, {
  ONE_LOGIN_ISSUER: standIn.issuer,
  ONE_LOGIN_CLIENT_ID: 'esos-development',
  ONE_LOGIN_PRIVATE_KEY: client.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ONE_LOGIN_REDIRECT_URI: redirectUri,
});
console.log(`  GOV.UK One Login stand-in on ${standIn.issuer}${fault ? ` (answering with ${fault})` : ''}`);
await import('../src/main');

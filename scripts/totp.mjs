// Prints the current six-digit sign-in code for the demo users' authenticator secret (or one given).
import { createGuardrails, generate } from 'otplib';

const secret = process.argv[2] ?? 'JBSWY3DPEHPK3PXP';
// The demo secret is 80 bits, below otplib's default minimum of 128; authenticator apps accept it.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
console.log(await generate({ secret, guardrails }));

import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db';
import {
  addNextSigningKey,
  loadSigningKeys,
  promoteNextSigningKey,
  pruneRetiredSigningKeys,
} from '../src/platform/secrets';

// Rotates the identity provider's signing key (docs/operations.md, "Security"): add, restart every
// instance, promote, restart every instance, then prune once the old key's tokens have expired.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const command = process.argv[2];
  // The old key must outlive every token it signed: access and ID tokens, plus a minute for clock skew.
  const keepSeconds = config.oidc.accessTokenTtlSeconds + 60;
  if (command === 'add') console.log(`added ${await addNextSigningKey(database.db)}: restart every instance`);
  else if (command === 'promote')
    console.log(
      `${await promoteNextSigningKey(database.db, keepSeconds)} signs from each instance's next start`,
    );
  else if (command === 'prune')
    console.log(`removed ${(await pruneRetiredSigningKeys(database.db)).join(', ') || 'none'}`);
  else if (command === 'status')
    console.log((await loadSigningKeys(database.db)).keys.map((key) => key.kid).join(' '));
  else {
    console.error('usage: npm run signing-key --workspace apps/server -- add|promote|prune|status');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';
import { accounts } from '../../apps/server/src/platform/db/schema';
import { seedMeasuredUsers } from './support/seed-users';

/** Accounts the measured operator (the lead contact of a group of undertakings) has authorities on. */
const OPERATOR_ACCOUNTS = 50;
/** Names that occur a fixed number of times at every size: a search for one particular organisation. */
export const RARE_WORD = 'Zephyrine';
const RARE_ACCOUNTS = 3;

// Organisation names are "<first> <trade> <suffix>", drawn from these lists: 40 x 30 x 6 names, so
// a trade word matches about 1 account in 30 and the suffixes match most accounts.
const FIRST = [
  'Abbey',
  'Albion',
  'Ashford',
  'Avon',
  'Beacon',
  'Bridgewater',
  'Castle',
  'Cedar',
  'Chiltern',
  'Clyde',
  'Cotswold',
  'Crown',
  'Dale',
  'Derwent',
  'Eden',
  'Fenland',
  'Forth',
  'Galloway',
  'Granite',
  'Harbour',
  'Heath',
  'Highland',
  'Kestrel',
  'Lakeland',
  'Mercia',
  'Meridian',
  'Northgate',
  'Oakwood',
  'Pennine',
  'Riverside',
  'Severn',
  'Solent',
  'Summit',
  'Thames',
  'Trent',
  'Valley',
  'Wessex',
  'Westfield',
  'Willow',
  'York',
];
const TRADE = [
  'Agriculture',
  'Aviation',
  'Bakeries',
  'Brewing',
  'Building',
  'Cement',
  'Chemicals',
  'Construction',
  'Dairies',
  'Distribution',
  'Energy',
  'Engineering',
  'Fabrics',
  'Foods',
  'Freight',
  'Glass',
  'Hotels',
  'Logistics',
  'Manufacturing',
  'Metals',
  'Mills',
  'Motors',
  'Packaging',
  'Paper',
  'Plastics',
  'Printing',
  'Retail',
  'Shipping',
  'Steel',
  'Textiles',
];
const SUFFIX = ['Ltd', 'Limited', 'plc', 'Holdings Ltd', 'Group plc', 'LLP'];

export interface AccountsSeed {
  regulatorId: string;
  operatorId: string;
  /** An England account's organisation id and registration number, to search for. */
  organisationId: string;
  registrationNumber: string;
}

const words = (list: string[]) => sql`string_to_array(${list.join(',')}, ',')`;

/**
 * Seeds `accountCount` accounts with set-based SQL: 70% England, 15% Scotland, 10% Wales, 5%
 * Northern Ireland; names from the word lists above; registration numbers as Companies House
 * issues them (8 digits, OC for LLPs, SC and NI by nation), a tenth without one. A regulator of
 * England with every permission, and an operator with authorities on 50 accounts spread over the
 * table. Deterministic: random() is seeded.
 */
export async function seedAccounts(db: Database, accountCount: number): Promise<AccountsSeed> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into account (id, name, registration_number, status, competent_authority, location,
                         address_line1, city, postcode)
    select n,
           case when n % ${Math.floor(accountCount / RARE_ACCOUNTS)} = 1
                then ${RARE_WORD} || ' ' || trade || ' Ltd'
                else first || ' ' || trade || ' ' || suffix end,
           case when n % 10 = 0 then null
                when ca = 'SCOTLAND' then 'SC' || lpad(n::text, 6, '0')
                when ca = 'NORTHERN_IRELAND' then 'NI' || lpad(n::text, 6, '0')
                when n % 7 = 0 then 'OC' || lpad(n::text, 6, '0')
                else lpad(n::text, 8, '0') end,
           'LIVE', ca, ca, n || ' High Street', 'Leeds', 'LS1 1AA'
    from (select n,
                 (${words(FIRST)})[1 + floor(random() * ${FIRST.length})::int] as first,
                 (${words(TRADE)})[1 + floor(random() * ${TRADE.length})::int] as trade,
                 (${words(SUFFIX)})[1 + floor(random() * ${SUFFIX.length})::int] as suffix,
                 case when n % 20 < 14 then 'ENGLAND' when n % 20 < 17 then 'SCOTLAND'
                      when n % 20 < 19 then 'WALES' else 'NORTHERN_IRELAND' end as ca
          from generate_series(1, ${accountCount}) as n) as plan`);
  await db.execute(sql`select setval(pg_get_serial_sequence('account', 'id'), ${accountCount})`);

  const { regulatorId, operatorId } = await seedMeasuredUsers(db, accountCount, OPERATOR_ACCOUNTS);
  // A live database has been vacuumed (visibility map for index-only scans) and analysed.
  await db.execute(sql`vacuum analyze`);

  // Searched for: an England LLP in the middle of the table (n % 20 = 0..13 is England, n % 7 = 0 an LLP).
  const middle = Math.floor(accountCount / 2 / 140) * 140 + 7;
  const [searched] = await db
    .select({ organisationId: accounts.organisationId, registrationNumber: accounts.registrationNumber })
    .from(accounts)
    .where(eq(accounts.id, middle));
  if (!searched?.registrationNumber) throw new Error(`no account ${middle} with a registration number`);
  return {
    regulatorId,
    operatorId,
    organisationId: searched.organisationId,
    registrationNumber: searched.registrationNumber,
  };
}

import { energyPurposes } from '../../../payload/shared/energy-consumption';
import type {
  EnergyConsumptionPotentialReduction,
  EnergySavingsCategoriesPotentialReduction,
  PotentialReductionPair,
} from '../../../payload/shared/potential-reduction';
import { savingsCategories } from '../../../payload/shared/potential-reduction';

/**
 * The reductions' money totals: the pounds by purpose (or by category) must add up to the stated total,
 * and with no pounds given there is no total. Compared exactly in pence, and by value: "12.3" equals
 * "12.30" (the reference compares BigDecimal scales too; ADR 0014).
 */
export function purposeCostsAddUp(
  reduction: EnergyConsumptionPotentialReduction | null | undefined,
): boolean {
  return (
    !reduction ||
    costsAddUp(
      energyPurposes.map((purpose) => reduction[purpose]),
      reduction.energyCostTotal,
    )
  );
}

export function categoryCostsAddUp(
  reduction: EnergySavingsCategoriesPotentialReduction | null | undefined,
): boolean {
  return (
    !reduction ||
    costsAddUp(
      savingsCategories.map((category) => reduction[category]),
      reduction.energyCostTotal,
    )
  );
}

type Money = string | number | null | undefined;

function costsAddUp(pairs: (PotentialReductionPair | null | undefined)[], total: Money): boolean {
  const costs = pairs.map((pair) => pair?.energyCost).filter((cost) => cost !== null && cost !== undefined);
  if (costs.length === 0) return total === null || total === undefined;
  const totalPence = pence(total);
  return (
    totalPence !== undefined &&
    costs.reduce<bigint>((sum, cost) => sum + (pence(cost) ?? 0n), 0n) === totalPence
  );
}

/** A decimal of at most two fraction digits in pence; undefined when it is not one. */
function pence(value: Money): bigint | undefined {
  if (value === null || value === undefined) return undefined;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(typeof value === 'number' ? String(value) : value);
  if (!match) return undefined;
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

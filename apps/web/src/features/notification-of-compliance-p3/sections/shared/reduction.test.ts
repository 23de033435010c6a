import { describe, expect, it } from 'vitest';
import { breakdownOverTotal, type PairValues } from './reduction';

const pair = (energyConsumption: string, energyCost = ''): PairValues => ({ energyConsumption, energyCost });
const KEYS = ['buildings', 'transport'];
const over = (values: Record<string, PairValues>, total: Parameters<typeof breakdownOverTotal>[2]) =>
  breakdownOverTotal(values, KEYS, total, 'organisational purpose');

describe('a breakdown within the total annual reduction', () => {
  it('names both figures when the kWh by purpose are more than the total', () => {
    expect(over({ buildings: pair('150,000'), transport: pair('50000') }, { energyConsumption: 30000 })).toBe(
      'The reduction by organisational purpose (200,000 kWh) must not be more than the total annual reduction (30,000 kWh)',
    );
  });

  it('names the pounds, exactly in pence, when only they are over', () => {
    const values = { buildings: pair('10', '0.10'), transport: pair('10', '1000.01') };
    expect(over(values, { energyConsumption: 20, energyCost: '1000.1' })).toBe(
      'The reduction by organisational purpose (£1,000.11) must not be more than the total annual reduction (£1,000.10)',
    );
    expect(over(values, { energyConsumption: 20, energyCost: '1000.11' })).toBeUndefined();
  });

  it('names both pairs when both are over', () => {
    const values = { buildings: pair('21', '5'), transport: pair('', '') };
    expect(over(values, { energyConsumption: 20, energyCost: 4 })).toBe(
      'The reduction by organisational purpose (21 kWh, £5.00) must not be more than the total annual reduction (20 kWh, £4.00)',
    );
  });

  it('accepts a breakdown equal to or below the total, and judges nothing the total leaves blank', () => {
    const values = { buildings: pair('20', '4'), transport: pair('0') };
    expect(over(values, { energyConsumption: 20, energyCost: '4.00' })).toBeUndefined();
    expect(
      over({ buildings: pair('999', '999') }, { energyConsumption: null, energyCost: null }),
    ).toBeUndefined();
    expect(over({ buildings: pair('999') }, undefined)).toBeUndefined();
  });

  it('leaves a breakdown with a figure that is not yet valid to the figure’s own message', () => {
    expect(
      over({ buildings: pair('1.5'), transport: pair('999') }, { energyConsumption: 1 }),
    ).toBeUndefined();
    expect(over({ buildings: pair('999', '-1') }, { energyConsumption: 1 })).toBeUndefined();
  });
});

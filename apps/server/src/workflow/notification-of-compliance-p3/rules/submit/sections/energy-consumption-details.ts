import type { EnergyConsumptionDetails } from '../../../payload/sections/energy-consumption-details';
import { energyPurposes, type EnergyPurpose } from '../../../payload/shared/energy-consumption';
import { percentageShare } from '../../energy-figures';
import type { ConstraintChecker } from '../constraint-checker';
import { checkEnergyConsumption } from './shared';

const given = (value: unknown) => value !== null && value !== undefined;

/** How each purpose is named in the reference's messages. */
const purposeNames: Record<EnergyPurpose, string> = {
  buildings: 'buildings',
  transport: 'transport',
  industrialProcesses: 'industrial processes',
  otherProcesses: 'other processes',
};
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function checkEnergyConsumptionDetails(
  check: ConstraintChecker,
  details: EnergyConsumptionDetails,
): void {
  const total = details.totalEnergyConsumption;
  const significant = details.significantEnergyConsumption;
  const ratios = details.energyIntensityRatioData;
  if (check.notNull('totalEnergyConsumption', total) && total) {
    checkEnergyConsumption(check.at('totalEnergyConsumption'), total);
  }
  check.notNull('significantEnergyConsumptionExists', details.significantEnergyConsumptionExists);
  if (significant) checkEnergyConsumption(check.at('significantEnergyConsumption'), significant);
  if (check.notNull('energyIntensityRatioData', ratios) && ratios) {
    for (const purpose of energyPurposes) {
      const block = ratios[purpose];
      if (!block) continue;
      const blockCheck = check.at('energyIntensityRatioData').at(purpose);
      blockCheck.notEmpty('energyIntensityRatios', block.energyIntensityRatios);
      (block.energyIntensityRatios ?? []).forEach((ratio, index) => {
        blockCheck.at('energyIntensityRatios').at(index).notNull('ratio', ratio.ratio);
        blockCheck.at('energyIntensityRatios').at(index).notBlank('unit', ratio.unit);
      });
    }
  }
  check.notNull('additionalInformationExists', details.additionalInformationExists);

  const exists = details.significantEnergyConsumptionExists === true;
  check.rule(
    exists === given(significant),
    'Significant energy consumption exists and significant energy consumption values are not mutually valid',
  );
  const share = significant?.significantEnergyConsumptionPct;
  if (given(total?.total) && given(significant?.total) && given(share)) {
    check.rule(
      percentageShare(significant?.total, total?.total) === BigInt(share as number),
      'Significant energy consumption percentage value should equal the percentage against total energy consumption',
    );
  }
  check.rule(
    !given(share) || ((share as number) >= 95 && (share as number) <= 100),
    'Significant energy consumption percentage value should be between 95 and 100',
  );
  check.rule(
    !given(total?.total) || (total?.total as number) > 0,
    'Total energy consumption should be greater than 0',
  );
  check.rule(
    !given(significant?.total) || (significant?.total as number) > 0,
    'Total significant energy consumption should be greater than 0',
  );
  for (const purpose of energyPurposes) {
    const [part, whole] = [significant?.[purpose], total?.[purpose]];
    check.rule(
      !given(part) || !given(whole) || (part as number) <= (whole as number),
      `${capitalised(purposeNames[purpose])} significant energy consumption value should be less than the corresponding total energy consumption value`,
    );
  }
  check.rule(
    energyPurposes.every((purpose) => given(total?.[purpose])),
    'Energy consumption details total energy consumption can not have null values',
  );
  check.rule(
    given(significant) === energyPurposes.every((purpose) => given(significant?.[purpose])),
    'Energy consumption details significant energy consumption can not have null values',
  );
  check.rule(
    (details.additionalInformationExists === true) === given(details.additionalInformation),
    'Additional information exists and additional information values are not mutually valid',
  );
  // A ratio block for exactly the purposes that used energy (significant figures when they are reported).
  for (const purpose of energyPurposes) {
    const used = exists ? significant?.[purpose] : total?.[purpose];
    const block = given(ratios?.[purpose]);
    check.rule(
      (used === 0 && !block) || (typeof used === 'number' && used > 0 && block),
      `Total or significant energy consumption ${purposeNames[purpose]} and energy intensity ratio ${purposeNames[purpose]} data values are not mutually valid`,
    );
  }
}

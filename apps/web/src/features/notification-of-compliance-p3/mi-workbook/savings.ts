import type { SheetSpec } from '../../../shared/mi-workbook';
import { govukDate, labelOf, text, type Cell } from '../../../shared/mi-workbook';
import { nocSheet, YES_NO_SKIP, type Noc, type NocInfo } from './common';

type Certificate = NonNullable<NonNullable<Noc['alternativeComplianceRoutes']>['iso50001CertificateDetails']>;

const total = 'Total annual reduction in energy consumption and energy spend from implementing energy';
const byPurpose = 'Annual reduction in energy consumption and energy spend by organisational purpose';
const byCategory = 'Annual reduction in energy consumption and energy spend by energy saving category';

export const energySavingsOpportunitiesSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Energy Savings Opportunities',
    [
      `${total} saving opportunities - kWh`,
      `${total} saving opportunities - £`,
      `${byPurpose} - Total kWh`,
      `${byPurpose} - Total £`,
      `${byCategory} - Total kWh`,
      `${byCategory} - Total £`,
    ],
    nocs,
    ({ noc }) => {
      const savings = noc.energySavingsOpportunities;
      return [
        [
          text(savings?.implementationEnergyConsumption?.energyConsumption),
          text(savings?.implementationEnergyConsumption?.energyCost),
          text(savings?.energyConsumption?.energyConsumptionTotal),
          text(savings?.energyConsumption?.energyCostTotal),
          text(savings?.energySavingsCategories?.energyConsumptionTotal),
          text(savings?.energySavingsCategories?.energyCostTotal),
        ],
      ];
    },
  );

const assets = 'List your assets and activities that fall under each alternative compliance route';

/** One row per certificate (the ISO one only with a number, each DEC, each GDA); at least one row. */
function alternativeRows({ noc }: NocInfo): Cell[][] {
  const routes = noc.alternativeComplianceRoutes;
  const common = [
    text(routes?.totalEnergyConsumptionReduction?.energyConsumption),
    text(routes?.totalEnergyConsumptionReduction?.energyCost),
    text(routes?.energyConsumptionReduction?.energyConsumptionTotal),
    text(routes?.energyConsumptionReduction?.energyCostTotal),
    text(routes?.energyConsumptionReductionCategories?.energyConsumptionTotal),
    text(routes?.energyConsumptionReductionCategories?.energyCostTotal),
    text(routes?.assets?.iso50001),
    text(routes?.assets?.dec),
    text(routes?.assets?.gda),
  ];
  // Which of the three number columns a certificate fills: 0 ISO 50001, 1 DEC, 2 GDA.
  const row = (column: number, certificate: Certificate): Cell[] => [
    ...common,
    ...[0, 1, 2].map((index) => (index === column ? text(certificate.certificateNumber) : '')),
    govukDate(certificate.validFrom),
    govukDate(certificate.validUntil),
  ];
  const iso = routes?.iso50001CertificateDetails;
  const rows = [
    ...(iso?.certificateNumber ? [row(0, iso)] : []),
    ...(routes?.decCertificatesDetails?.certificateDetails ?? []).map((certificate) => row(1, certificate)),
    ...(routes?.gdaCertificatesDetails?.certificateDetails ?? []).map((certificate) => row(2, certificate)),
  ];
  return rows.length > 0 ? rows : [[...common, '', '', '', '', '']];
}

export const alternativeRoutesSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Alternative Routes Compliance',
    [
      `${total} saving measures - kWh`,
      `${total} saving measures - £`,
      `${byPurpose} - Total kWh`,
      `${byPurpose} -Total  £`, // sic
      `${byCategory} - Total kWh`,
      `${byCategory} -Total £`, // sic
      `${assets} - ISO 50001`,
      `${assets} - Display Energy Certificate (DECs)`,
      `${assets} - Green Deal Assessment`,
      'Provide ISO 50001 Certificate number (Optional)',
      'Provide Display Energy Certificate (DEC) number (Optional)',
      'Provide Green Deal Assessment Report reference number (Optional)',
      'Valid from',
      'Valid until',
    ],
    nocs,
    alternativeRows,
  );

const achieved = 'Estimate of the energy savings achieved during the third compliance period by';

export const energySavingsAchievedSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Energy Savings Achieved',
    [
      'What is the estimate of the total energy savings achieved during the third compliance period?',
      `${achieved} organisational purpose? Total kWh`,
      'Do you have any information on the energy savings achieved during the compliance period against different energy saving categories?',
      `${achieved} energy saving category? Total kWh`,
      'Do you have any data on the proportion of energy savings achieved which relate to recommendations from different sources?',
    ],
    nocs,
    ({ noc }) => {
      const savings = noc.energySavingsAchieved;
      return [
        [
          text(savings?.totalEnergySavingsEstimation),
          text(savings?.energySavingsEstimation?.total),
          labelOf(YES_NO_SKIP, savings?.energySavingCategoriesExist),
          text(savings?.energySavingsCategories?.total),
          labelOf(YES_NO_SKIP, savings?.energySavingsRecommendationsExist),
        ],
      ];
    },
  );

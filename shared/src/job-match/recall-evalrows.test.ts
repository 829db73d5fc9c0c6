import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for the roles still below target after the held-out rounds 49-51 (issue 13, helper evalrows).
 * Each pass reads how practitioners of that family say the work in plain words, in several ways, with other work
 * in the same plain words as guards. Written from knowledge of the work, not copied from any eval case.
 */

/**
 * A property asset manager: doing up tired or empty space to let it or lift its value (capex), hiring the firms
 * that run the buildings and the builders (managing agents), telling the fund how each building is doing
 * (performance reporting), planning each building around when its leases end (asset business plans).
 */
describeRecallPass('own-words recall (evalrows, real estate asset manager)', {
  sets: [
    {
      real_estate_asset_manager: [
        'Did up a tired 1980s office block and let it to two tenants at a higher rent.',
        'Ran the refit of the vacant ground floor units, which added £1m to the building’s value.',
        'Renovated three empty warehouses before reletting them to logistics tenants.',
        'Modernised the reception and common parts so the building could charge higher rents.',
        'Hired the builders for the £2m roof works across the estate.',
        'Picked the firm that runs our shopping centres day to day and the contractors for the works.',
        'Appointed new agents to run five buildings after the old ones missed rent collection targets.',
        'Every quarter I update investors on how each property in the fund is performing.',
        'Reported to the fund’s owners how the assets performed against the benchmark each quarter.',
        'Planned each building’s lease events, the capex it needs and the rent we can aim for.',
        'Set out a five-year plan for every property: which leases to renew and what income we expect.',
      ],
    },
  ],
  unread: {},
  concepts: ['capex_decisions', 'managing_agents', 'performance_reporting', 'asset_business_plans'],
  otherWork: [
    'Did up a spare room in my flat before selling it.',
    'Oversaw the makeover of our own head office when the staff moved floors.',
    'Renovated the council’s leisure centre changing rooms on time.',
    'Fixed up the shop front after the storm and reopened the same week.',
    'Hired a cleaning firm for the office and kept an eye on their invoices.',
    'Picked the caterers for the firm’s summer party.',
    'Appointed a builder to fix my kitchen roof.',
    'Updated the owners on how each building’s boilers did over the winter.',
    'Updated the owners on how the restaurant is doing each week.',
    'Planned the office move between two buildings before our lease ended, keeping rent costs down.',
    'Planned the staff rota for both properties and the rent collection calls.',
    'Planned the schedule for the building’s boiler replacement with the tenants.',
    'Modernised the bank’s payments system to cut running costs.',
    'Planned the fire drills for both buildings with the tenants.',
    'Picked the estate agent to sell our family home and got the paperwork ready for buyers.',
  ],
  stillRead: [
    ['Renovated three empty warehouses before reletting them to logistics tenants.', 'capex_decisions'],
    ['Picked the firm that runs our shopping centres day to day and the contractors for the works.', 'managing_agents'],
    ['Every quarter I update investors on how each property in the fund is performing.', 'performance_reporting'],
    ['Planned each building’s lease events, the capex it needs and the rent we can aim for.', 'asset_business_plans'],
  ],
});

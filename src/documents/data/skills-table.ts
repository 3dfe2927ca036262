/**
 * Curated sales and revenue skills and tools. A bare "CRM" is a tool category the person named,
 * not the skill "CRM management", so it has no alias here. `aliases` match case-insensitively as whole words;
 * `exact` aliases match only with this capitalisation, for names that are also ordinary words
 * ("outreach", "gong", "excel at", "spin up", "chorus") or short acronyms.
 */
export interface SkillEntry {
  name: string
  category: 'crm' | 'engagement' | 'data' | 'conversation' | 'analytics' | 'method' | 'skill'
  aliases?: readonly string[]
  exact?: readonly string[]
}

export const skillsTable: readonly SkillEntry[] = [
  // CRM and revenue platforms
  { name: 'Salesforce', category: 'crm', aliases: ['salesforce', 'salesforce.com', 'sfdc'] },
  { name: 'HubSpot', category: 'crm', aliases: ['hubspot', 'hub spot'] },
  { name: 'Microsoft Dynamics', category: 'crm', aliases: ['microsoft dynamics', 'dynamics 365'] },
  { name: 'Pipedrive', category: 'crm', aliases: ['pipedrive'] },
  { name: 'Gainsight', category: 'crm', aliases: ['gainsight'] },
  { name: 'Zendesk', category: 'crm', aliases: ['zendesk'] },
  { name: 'Marketo', category: 'crm', aliases: ['marketo'] },
  { name: 'Pardot', category: 'crm', aliases: ['pardot', 'account engagement'] },
  // Sales engagement
  { name: 'Outreach', category: 'engagement', aliases: ['outreach.io'], exact: ['Outreach'] },
  { name: 'Salesloft', category: 'engagement', aliases: ['salesloft', 'sales loft'] },
  { name: 'Apollo', category: 'engagement', aliases: ['apollo.io'], exact: ['Apollo'] },
  { name: 'Vidyard', category: 'engagement', aliases: ['vidyard'] },
  { name: 'Calendly', category: 'engagement', aliases: ['calendly'] },
  // Data and prospect intelligence
  { name: 'ZoomInfo', category: 'data', aliases: ['zoominfo', 'zoom info', 'discoverorg'] },
  {
    name: 'LinkedIn Sales Navigator',
    category: 'data',
    aliases: ['linkedin sales navigator', 'sales navigator', 'sales nav'],
  },
  { name: 'Seamless.AI', category: 'data', aliases: ['seamless.ai', 'seamless ai'] },
  { name: 'Lusha', category: 'data', aliases: ['lusha'] },
  { name: 'Clearbit', category: 'data', aliases: ['clearbit'] },
  { name: '6sense', category: 'data', aliases: ['6sense'] },
  // Conversation intelligence and forecasting
  { name: 'Gong', category: 'conversation', aliases: ['gong.io'], exact: ['Gong'] },
  { name: 'Chorus', category: 'conversation', aliases: ['chorus.ai'], exact: ['Chorus'] },
  { name: 'Clari', category: 'conversation', exact: ['Clari'] },
  // Analytics
  { name: 'SQL', category: 'analytics', exact: ['SQL'] },
  {
    name: 'Excel',
    category: 'analytics',
    aliases: ['microsoft excel', 'ms excel'],
    exact: ['Excel'],
  },
  { name: 'Google Sheets', category: 'analytics', aliases: ['google sheets'] },
  { name: 'Tableau', category: 'analytics', aliases: ['tableau'] },
  { name: 'Looker', category: 'analytics', aliases: ['looker studio'], exact: ['Looker'] },
  { name: 'Power BI', category: 'analytics', aliases: ['power bi', 'powerbi'] },
  // Methodologies
  { name: 'MEDDICC', category: 'method', exact: ['MEDDICC', 'MEDDIC'] },
  { name: 'MEDDPICC', category: 'method', exact: ['MEDDPICC'] },
  { name: 'SPIN Selling', category: 'method', aliases: ['spin selling'], exact: ['SPIN'] },
  {
    name: 'Challenger',
    category: 'method',
    aliases: ['challenger sale', 'challenger selling', 'challenger methodology'],
    exact: ['Challenger'],
  },
  { name: 'BANT', category: 'method', exact: ['BANT'] },
  { name: 'Sandler', category: 'method', aliases: ['sandler selling'], exact: ['Sandler'] },
  { name: 'Solution selling', category: 'method', aliases: ['solution selling'] },
  { name: 'Value selling', category: 'method', aliases: ['value selling', 'value-based selling'] },
  { name: 'Command of the Message', category: 'method', aliases: ['command of the message'] },
  // Core selling skills
  { name: 'Cold calling', category: 'skill', aliases: ['cold calling', 'cold calls', 'cold call'] },
  {
    name: 'Cold email',
    category: 'skill',
    aliases: ['cold email', 'cold emailing', 'email prospecting'],
  },
  { name: 'Prospecting', category: 'skill', aliases: ['prospecting', 'outbound prospecting'] },
  { name: 'Social selling', category: 'skill', aliases: ['social selling'] },
  { name: 'Discovery', category: 'skill', aliases: ['discovery', 'discovery calls'] },
  {
    name: 'Lead qualification',
    category: 'skill',
    aliases: ['lead qualification', 'qualifying leads'],
  },
  {
    name: 'Objection handling',
    category: 'skill',
    aliases: ['objection handling', 'handling objections'],
  },
  // Not 'product demo': "home page product demo animations" is not a selling skill.
  { name: 'Product demos', category: 'skill', aliases: ['product demos', 'demos'] },
  { name: 'Multi-threading', category: 'skill', aliases: ['multi-threading', 'multithreading'] },
  {
    name: 'Pipeline generation',
    category: 'skill',
    aliases: ['pipeline generation', 'pipeline building', 'pipeline creation', 'building pipeline'],
  },
  { name: 'Pipeline management', category: 'skill', aliases: ['pipeline management'] },
  {
    name: 'Forecasting',
    category: 'skill',
    aliases: ['forecasting', 'forecasted', 'sales forecast'],
  },
  {
    name: 'Negotiation',
    category: 'skill',
    aliases: ['negotiation', 'negotiations', 'negotiating'],
  },
  {
    name: 'Account planning',
    category: 'skill',
    aliases: ['account planning', 'account plans', 'account plan'],
  },
  {
    name: 'Territory planning',
    category: 'skill',
    aliases: ['territory planning', 'territory plan'],
  },
  {
    name: 'Account-based selling',
    category: 'skill',
    aliases: ['account-based selling', 'account-based marketing', 'account based marketing'],
    exact: ['ABM'],
  },
  { name: 'Closing', category: 'skill', aliases: ['closing deals', 'deal closing', 'closed-won'] },
  {
    name: 'Upselling',
    category: 'skill',
    aliases: ['upsell', 'upsells', 'upselling', 'cross-selling'],
  },
  { name: 'Renewals', category: 'skill', aliases: ['renewals', 'renewal management'] },
  {
    name: 'CRM management',
    category: 'skill',
    aliases: ['crm hygiene', 'crm management'],
  },
]

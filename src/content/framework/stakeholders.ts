// The stakeholders named by the framework, used by programme and implementation phases.
export const stakeholders = {
  ciso: 'CISO',
  cio: 'CIO',
  iamLead: 'IAM Lead',
  enterpriseArchitect: 'Enterprise Architect',
  iamSme: 'IAM SME',
  iamEngineers: 'IAM Engineers',
  devOps: 'DevOps',
  itsmTeam: 'ITSM Team',
  serviceManager: 'Service Manager',
  socTeam: 'SOC Team',
} as const

export const allStakeholders: string[] = Object.values(stakeholders)

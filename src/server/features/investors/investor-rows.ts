import type { InvestorProfileView } from '@shared/contracts/investors';
import type { investors } from '@server/db/schema/deals';

const num = (value: string | null) => (value === null ? null : Number(value));

/** A profile row as the API shows it (numeric columns arrive as text). */
export function investorView(row: typeof investors.$inferSelect): InvestorProfileView {
  return {
    id: row.id,
    investorName: row.investorName,
    investorType: row.investorType,
    investmentFocus: row.investmentFocus,
    minimumInvestment: num(row.minimumInvestment),
    maximumInvestment: num(row.maximumInvestment),
    preferredStage: row.preferredStage,
    preferredSports: row.preferredSports,
    preferredRegions: row.preferredRegions,
    exitStrategy: row.exitStrategy,
    bio: row.bio,
    expertise: row.expertise,
    linkedinProfile: row.linkedinProfile,
    website: row.website,
    totalInvested: Number(row.totalInvested),
    activeInvestments: row.activeInvestments,
    successfulExits: row.successfulExits,
    averageROI: num(row.averageROI),
  };
}

import type { MemberProfile } from '@yadori/contract/membership.schema';
import { displayDate } from '../../shared/hotel-date.ts';
import { memberName } from './account-rules.ts';
import type { AccountKey, AccountT } from './texts.ts';

export const GENDER_LABEL: Readonly<Record<NonNullable<MemberProfile['gender']>, AccountKey>> = {
  male: 'profile.genderMale',
  female: 'profile.genderFemale',
  other: 'profile.genderOther',
  unanswered: 'profile.genderUnanswered',
};

/** The member's profile as a list of labelled values (spec §3 Member). */
export function ProfileView({ profile, t, locale }: { profile: MemberProfile; t: AccountT; locale: string }) {
  const or = (value: string | null) => (value && value.trim() !== '' ? value : t('profile.notGiven'));
  const kana =
    profile.last_name_kana || profile.first_name_kana
      ? `${profile.last_name_kana ?? ''} ${profile.first_name_kana ?? ''}`.trim()
      : null;
  const rows: [string, string, string?][] = [
    [
      t('profile.name'),
      memberName({ ...profile, first_name_kana: null, last_name_kana: null }, locale),
      'profile-name',
    ],
    ...(kana ? [[t('profile.nameKana'), kana] as [string, string]] : []),
    [t('profile.email'), profile.email, 'profile-email'],
    ...(profile.membership_id
      ? [[t('profile.membershipId'), profile.membership_id] as [string, string]]
      : []),
    [t('profile.phone'), or(profile.phone), 'profile-phone'],
    [t('profile.gender'), profile.gender ? t(GENDER_LABEL[profile.gender]) : t('profile.notGiven')],
    [t('profile.birthDate'), profile.birth_date ? displayDate(profile.birth_date) : t('profile.notGiven')],
    [t('profile.postalCode'), or(profile.postal_code)],
    [t('profile.address'), or(profile.address)],
    [t('profile.newsletter'), profile.newsletter_opt_in ? t('profile.yes') : t('profile.no')],
  ];
  return (
    <dl className="account-profile">
      {rows.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

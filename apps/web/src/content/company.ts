import { PRIVACY_NOTICE_VERSION } from '@tlp/shared/privacy-notice';
/**
 * The company behind the platform: the footer, the privacy notice and the info dialog read it
 * from here. Each value waits for the content owner's confirmation (decisions.md).
 */
interface CompanyContent {
  /** Trade name shown in the footer. */
  name: string;
  /** Legal name of the data controller in the privacy notice. */
  legalName: string;
  siteUrl: string;
  siteLabel: string;
  salesEmail: string;
  /** Digits only, with the country code; shown as every phone is (lib/format-phone.ts). */
  salesPhone: string;
  privacyEmail: string;
  address: string;
  privacyNoticeUpdatedAt: string;
}

export const company: CompanyContent = {
  name: 'Editorial Horizonte Educativo', // content to confirm
  legalName: 'Editorial Horizonte Educativo, S.A. de C.V.', // content to confirm
  siteUrl: 'https://www.horizonteeducativo.com.mx', // content to confirm
  siteLabel: 'horizonteeducativo.com.mx', // content to confirm
  salesEmail: 'ventas@horizonteeducativo.com.mx', // content to confirm
  salesPhone: '+525555120840', // content to confirm
  privacyEmail: 'privacidad@horizonteeducativo.com.mx', // content to confirm
  address:
    'Av. Insurgentes Sur 1524, piso 8, Col. Crédito Constructor, Alcaldía Benito Juárez, C.P. 03940, Ciudad de México', // content to confirm
  privacyNoticeUpdatedAt: PRIVACY_NOTICE_VERSION,
};

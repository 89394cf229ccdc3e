import { BandListPage } from '../CollectLevelDevisionPolicy/BandListPage';

/** Pre-reminder bands: cases open before the due day (D-N … D0), by system and merchant. */
export default function PreReminderCaseDivisionPolicy() {
  return <BandListPage kind="preReminder" />;
}

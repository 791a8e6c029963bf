import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Archive from '@mui/icons-material/Archive';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Assessment from '@mui/icons-material/Assessment';
import BarChart from '@mui/icons-material/BarChart';
import Description from '@mui/icons-material/Description';
import Engineering from '@mui/icons-material/Engineering';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import FormatPaint from '@mui/icons-material/FormatPaint';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Group from '@mui/icons-material/Group';
import HomeWork from '@mui/icons-material/HomeWork';
import Inbox from '@mui/icons-material/Inbox';
import Info from '@mui/icons-material/Info';
import Kitchen from '@mui/icons-material/Kitchen';
import Layers from '@mui/icons-material/Layers';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import Pool from '@mui/icons-material/Pool';
import School from '@mui/icons-material/School';
import Send from '@mui/icons-material/Send';
import Public from '@mui/icons-material/Public';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import SettingsSuggest from '@mui/icons-material/SettingsSuggest';
import Shield from '@mui/icons-material/Shield';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import Insights from '@mui/icons-material/Insights';
import Timeline from '@mui/icons-material/Timeline';
import ViewList from '@mui/icons-material/ViewList';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';
import type { DrawerIcon } from './drawer-entries';

const icons: Record<DrawerIcon, SvgIconComponent> = {
  projects: AccountTreeOutlined,
  dashboard: Insights,
  settings: Settings,
  baselines: Layers,
  templates: Description,
  users: Group,
  joinRequests: GroupAdd,
  publicLinks: Public,
  onboarding: School,
  risk: Shield,
  back: ArrowBack,
  inbox: Inbox,
  archive: Archive,
  sent: Send,
  profile: Info,
  targets: FlagOutlined,
  lots: ViewList,
  coordinators: ManageAccounts,
  reports: Assessment,
  lotDetails: SpaceDashboard,
  design: Engineering,
  water: WaterDrop,
  gears: SettingsSuggest,
  refrigerator: Kitchen,
  waterLadder: Pool,
  houseBuilding: HomeWork,
  paintRoller: FormatPaint,
  view: ViewQuilt,
  results: BarChart,
  analysis: Timeline,
  share: Share,
  collaboration: Group,
};

/** The MUI icon of a drawer entry. */
export function DrawerIconView({ icon }: { icon: DrawerIcon }) {
  const Icon = icons[icon];
  return <Icon />;
}

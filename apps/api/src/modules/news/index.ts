// News read/write service shared by the public news routes and the back-office.
export { type ActualityInput, createActuality, deleteActuality, updateActuality } from './actuality-store';
export {
  type ActualityCategoryRow,
  type ActualityRow,
  presentActuality,
  presentCategory,
} from './presenter';
export {
  findActuality,
  listActualities,
  listActualityCategories,
  type NewsFilter,
  type NewsPage,
  pinnedActualities,
  recentActualities,
} from './queries';

/** One chunk for the frame's antd parts (menu, language and user dropdowns). */
export const loadIslands = () => import('./islands');

export interface ReportType {
  names: string[];
  ownFolders: string[];
}
export const MEASURED_FOLDERS: string[];
export const progressUpdate2: ReportType;
export function filesNaming(root: string, type: ReportType, folders?: string[]): string[];

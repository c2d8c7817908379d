import type { UpdatedAt } from './columns.js';

/** How many calls per agent a region's weekly evaluation queue samples (0065-quality-sampling). */
export interface QualitySampleSettingsTable {
  region_id: string;
  calls_per_agent: number;
  updated_by: number;
  updated_at: UpdatedAt;
}

/** A region's week whose sample has been drawn, when last and with which size (0068-quality-sample-picks). */
export interface QualitySampleWeeksTable {
  region_id: string;
  /** The Monday, YYYY-MM-DD. */
  week: string;
  calls_per_agent: number;
  drawn_at: Date;
}

/** One picked call of an agent's weekly sample, numbered from 1 (0068-quality-sample-picks). */
export interface QualitySamplePicksTable {
  region_id: string;
  week: string;
  agent_id: number;
  pick: number;
  call_record_id: number;
  product_id: number;
  call_date: Date;
  bill_sec: number;
  drawn_at: Date;
}

/** The quality module's sampling tables, by table name; db/types.ts composes Database from these. */
export interface QualitySamplingTables {
  quality_sample_settings: QualitySampleSettingsTable;
  quality_sample_weeks: QualitySampleWeeksTable;
  quality_sample_picks: QualitySamplePicksTable;
}

-- All 25 High Courts and their permanent benches (issue 32 items 4 and 6; decision 099).
-- 0001 holds the Supreme Court and 15 High Courts (ids 1-16) with their seats and benches (branch
-- ids 1-26, 34). This adds the ten other High Courts (ids 17-26) with their seats, and the benches
-- 0001 left out: Kolhapur (Bombay), Jalpaiguri (Calcutta), Kohima, Aizawl and Itanagar (Gauhati).
-- Nothing existing is renamed or renumbered. A court or branch already there by name (say, added by
-- staff on the courts screen) is left alone; an id already taken goes to the next free one (NULL id),
-- so app/services/court-placement.server.ts finds courts and benches by name, never by these ids.
-- A court's first branch (lowest id) is its principal seat; the others are its benches (decision 099).
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 35) THEN NULL ELSE 35 END, c.id, 'Kolhapur' FROM courts c WHERE c.name = 'High Court of Bombay' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Kolhapur' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 36) THEN NULL ELSE 36 END, c.id, 'Jalpaiguri' FROM courts c WHERE c.name = 'High Court of Calcutta' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Jalpaiguri' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 37) THEN NULL ELSE 37 END, c.id, 'Kohima' FROM courts c WHERE c.name = 'Gauhati High Court' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Kohima' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 38) THEN NULL ELSE 38 END, c.id, 'Aizawl' FROM courts c WHERE c.name = 'Gauhati High Court' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Aizawl' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 39) THEN NULL ELSE 39 END, c.id, 'Itanagar' FROM courts c WHERE c.name = 'Gauhati High Court' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Itanagar' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 17) THEN NULL ELSE 17 END, 'High Court of Andhra Pradesh', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Andhra Pradesh' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 40) THEN NULL ELSE 40 END, c.id, 'Amaravati' FROM courts c WHERE c.name = 'High Court of Andhra Pradesh' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Amaravati' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 18) THEN NULL ELSE 18 END, 'High Court of Chhattisgarh', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Chhattisgarh' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 41) THEN NULL ELSE 41 END, c.id, 'Bilaspur' FROM courts c WHERE c.name = 'High Court of Chhattisgarh' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Bilaspur' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 19) THEN NULL ELSE 19 END, 'High Court of Himachal Pradesh', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Himachal Pradesh' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 42) THEN NULL ELSE 42 END, c.id, 'Shimla' FROM courts c WHERE c.name = 'High Court of Himachal Pradesh' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Shimla' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 20) THEN NULL ELSE 20 END, 'High Court of Jammu & Kashmir and Ladakh', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Jammu & Kashmir and Ladakh' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 43) THEN NULL ELSE 43 END, c.id, 'Srinagar' FROM courts c WHERE c.name = 'High Court of Jammu & Kashmir and Ladakh' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Srinagar' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 44) THEN NULL ELSE 44 END, c.id, 'Jammu Wing' FROM courts c WHERE c.name = 'High Court of Jammu & Kashmir and Ladakh' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Jammu Wing' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 21) THEN NULL ELSE 21 END, 'High Court of Jharkhand', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Jharkhand' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 45) THEN NULL ELSE 45 END, c.id, 'Ranchi' FROM courts c WHERE c.name = 'High Court of Jharkhand' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Ranchi' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 22) THEN NULL ELSE 22 END, 'High Court of Manipur', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Manipur' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 46) THEN NULL ELSE 46 END, c.id, 'Imphal' FROM courts c WHERE c.name = 'High Court of Manipur' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Imphal' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 23) THEN NULL ELSE 23 END, 'High Court of Meghalaya', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Meghalaya' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 47) THEN NULL ELSE 47 END, c.id, 'Shillong' FROM courts c WHERE c.name = 'High Court of Meghalaya' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Shillong' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 24) THEN NULL ELSE 24 END, 'High Court of Sikkim', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Sikkim' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 48) THEN NULL ELSE 48 END, c.id, 'Gangtok' FROM courts c WHERE c.name = 'High Court of Sikkim' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Gangtok' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 25) THEN NULL ELSE 25 END, 'High Court of Tripura', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Tripura' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 49) THEN NULL ELSE 49 END, c.id, 'Agartala' FROM courts c WHERE c.name = 'High Court of Tripura' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Agartala' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO courts (id, name, is_supreme_court) SELECT CASE WHEN EXISTS (SELECT 1 FROM courts WHERE id = 26) THEN NULL ELSE 26 END, 'High Court of Uttarakhand', 0 WHERE NOT EXISTS (SELECT 1 FROM courts WHERE name = 'High Court of Uttarakhand' COLLATE NOCASE);
--> statement-breakpoint
INSERT INTO court_branches (id, court_id, name) SELECT CASE WHEN EXISTS (SELECT 1 FROM court_branches WHERE id = 50) THEN NULL ELSE 50 END, c.id, 'Nainital' FROM courts c WHERE c.name = 'High Court of Uttarakhand' COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM court_branches b WHERE b.court_id = c.id AND b.name = 'Nainital' COLLATE NOCASE);

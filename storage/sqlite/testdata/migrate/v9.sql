-- Data as a version 9 database held it (a tie-break choice and TRF lines kept, no e-board map).
INSERT INTO tournaments (id, name, venue, laws_edition, game_type, supervision, regulations, time_control, federation, pairing_system, round_count, tie_breaks, tie_break_rules, trf_extra)
VALUES (1, 'Tromsø Rapid', 'Tromsø', '2018', 'rapid', 'A.4', '{"draw_offers":"after 30"}', '15+10', 'NOR', 'Swiss Dutch', 9, 'BH-C1,SB', '2024', '{"initial_colour":"w","lines":["XXA 0001 NOR"]}');
INSERT INTO players (id, tournament_id, name, fide_id, rating, federation, title, language, visually_impaired) VALUES
	(1, 1, 'Firouzja, Alireza', 12573981, 2760, 'FRA', 'GM', '', 0),
	(2, 1, 'Ju, Wenjun', 8603006, 2560, 'CHN', 'GM', 'zh', 1),
	(3, 1, 'Carlsen, Magnus', 1503014, 2830, 'NOR', 'GM', '', 0);
INSERT INTO rounds (id, tournament_id, number, date) VALUES (1, 1, 1, '2026-03-14');
INSERT INTO boards (id, round_id, number, white_id, black_id) VALUES (1, 1, 1, 1, 2);
INSERT INTO byes (round_id, player_id, result) VALUES (1, 3, 'PAB');
INSERT INTO games (id, board_id, initial_fen) VALUES (1, 1, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
INSERT INTO arbiters (id, tournament_id, name, fide_id, role) VALUES (1, 1, 'Gijssen, Geurt', NULL, 'chief');
INSERT INTO arbiter_boards (arbiter_id, board_id) VALUES (1, 1);

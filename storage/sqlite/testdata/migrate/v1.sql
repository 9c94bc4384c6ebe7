-- Data as a version 1 database held it (no arbiters, no player needs).
INSERT INTO tournaments (id, name, venue, laws_edition, game_type, supervision, regulations, time_control)
VALUES (1, 'Tromsø Rapid', 'Tromsø', '2018', 'rapid', 'A.4', '{"draw_offers":"after 30"}', '15+10');
INSERT INTO players (id, tournament_id, name, fide_id, rating, federation, title) VALUES
	(1, 1, 'Firouzja, Alireza', 12573981, 2760, 'FRA', 'GM'),
	(2, 1, 'Ju, Wenjun', 8603006, 2560, 'CHN', 'GM');
INSERT INTO rounds (id, tournament_id, number) VALUES (1, 1, 1);
INSERT INTO boards (id, round_id, number, white_id, black_id) VALUES (1, 1, 1, 1, 2);
INSERT INTO games (id, board_id, initial_fen) VALUES (1, 1, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

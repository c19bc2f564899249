-- A saved spinner's spin time is now the time its owner set (2 to 60 s). Before, every
-- spinner was saved with 5000 ms, which nobody chose and the play screen never used (it spun
-- for 14 s): those become the default, 14 s, so an old spinner spins as it did.
UPDATE "spinners" SET "spin_time" = 14000 WHERE "spin_time" = 5000;

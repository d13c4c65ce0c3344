// The system SQLite library, exposed to Swift as the module `CSQLite`.
// Install its headers with `apt install libsqlite3-dev` (Debian, Ubuntu) or `brew install sqlite`.
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro that casts -1 to a function pointer, which Swift cannot import.
// These wrappers pass it on, so SQLite copies the bytes before the Swift buffer goes away.
static inline int shop_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
  return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

static inline int shop_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int length) {
  return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}

// sqlite3_db_config takes variadic arguments, which Swift cannot call either. This one turns
// the checkpoint a connection makes when it closes off (`off` 1) or back on (0): a file the
// shop has not recognised as its own must not have another program's write-ahead log folded
// into it when the shop closes it.
static inline int shop_sqlite3_no_checkpoint_on_close(sqlite3 *db, int off) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, off, (int *)0);
}

import CLibPQ
import Testing

@testable import ShopPostgres

/// libpq as `ShopPostgres` loads it on first use: every function with the header's own type, and
/// a library that is not there refused in one sentence. These need no server.
@Suite("Loading libpq")
struct LibPQTests {
  @Test("every function is cast to the type libpq's header declares, and works")
  func signatures() throws {
    let pq = try LibPQ.load()
    // Each line compiles only when both arguments have one type: the loaded function's cast, and
    // the header's declaration. A wrong cast would otherwise pass garbage to C.
    func same<Function>(_: Function, _: Function) {}
    same(pq.connectdb, PQconnectdb)
    same(pq.connectdbParams, PQconnectdbParams)
    same(pq.status, PQstatus)
    same(pq.finish, PQfinish)
    same(pq.reset, PQreset)
    same(pq.errorMessage, PQerrorMessage)
    same(pq.setNoticeProcessor, PQsetNoticeProcessor)
    same(pq.host, PQhost)
    same(pq.port, PQport)
    same(pq.db, PQdb)
    same(pq.exec, PQexec)
    same(pq.prepare, PQprepare)
    same(pq.execPrepared, PQexecPrepared)
    same(pq.resultStatus, PQresultStatus)
    same(pq.resultErrorField, PQresultErrorField)
    same(pq.ntuples, PQntuples)
    same(pq.getvalue, PQgetvalue)
    same(pq.getisnull, PQgetisnull)
    same(pq.fname, PQfname)
    same(pq.cmdTuples, PQcmdTuples)
    same(pq.cmdStatus, PQcmdStatus)
    same(pq.clear, PQclear)
    // libpq answers for a missing connection and result rather than crash.
    #expect(pq.status(nil) == CONNECTION_BAD)
    #expect(pq.resultStatus(nil) == PGRES_FATAL_ERROR)
    #expect(pq.ntuples(nil) == 0)
  }

  @Test("a library that is not installed is one sentence that says how to install it")
  func notInstalled() {
    #expect(throws: LibPQ.LoadError.notInstalled(library: "libpq-missing.so.5")) {
      try LibPQ(opening: ["libpq-missing.so.5", "/nonexistent-folder/libpq.so.5"])
    }
    let message = PostgresDatabaseError.clientMissing(.notInstalled(library: "libpq.so.5")).message
    #expect(message.hasPrefix("PostgreSQL's client library (libpq.so.5) is not installed: "))
    #expect(message.hasSuffix("install libpq5.") || message.hasSuffix("install libpq."))
    #expect(!message.contains("\n"))
  }
}

/// libpq's and the server's messages read as the shop's sentences: one line, no labels, no
/// letters changed.
@Suite("libpq's messages as sentences")
struct LibPQSentenceTests {
  @Test(
    "labels are taken off, context left out, and a label is never half lower-cased",
    arguments: [
      (
        "FATAL:  terminating connection due to administrator command\n",
        "terminating connection due to administrator command"
      ),
      (
        "ERROR:  duplicate key value\nDETAIL:  Key (sku)=(A) already exists.\nCONTEXT:  SQL statement \"INSERT\"\n",
        "duplicate key value (key (sku)=(A) already exists.)"
      ),
      (
        "connection to server failed: FATAL:  role \"x\" does not exist\n",
        "connection to server failed: role \"x\" does not exist"
      ),
      (
        "could not connect to server\n\tIs the server running on that host?\n",
        "could not connect to server (is the server running on that host?)"
      ),
    ])
  func sentences(libpq: String, sentence: String) {
    #expect(PostgresError.sentence(libpq) == sentence)
  }
}

import ShopDomain

/// Why a refusable write did not happen: a business rule refused it, or storage failed.
/// Either way the transaction was rolled back.
enum WriteFailure<Refusal: Error>: Error {
  case refused(Refusal)
  case storage(StorageError)
}

/// The products a customer saved for later, newest last. A SKU is saved once; a wishlist holds
/// at most `maximumItems`, so it stays a list a person can read. Every way to add a SKU goes
/// through `save(_:)`, which holds both rules (the rebuilder from stored rows included).
public struct Wishlist: Hashable, Sendable {
  public static let maximumItems = 50

  public private(set) var skus: [SKU]

  /// An empty wishlist.
  public init() {
    skus = []
  }

  /// A wishlist of `skus`, in the order saved, refused as saving them one by one would refuse
  /// them: a SKU twice is `alreadySaved`, more than `maximumItems` is `full`.
  public init(skus: [SKU]) throws(WishlistError) {
    self.init()
    for sku in skus { try save(sku) }
  }

  public var isEmpty: Bool { skus.isEmpty }

  public func contains(_ sku: SKU) -> Bool {
    skus.contains(sku)
  }

  /// Saves `sku`, refused when it is already saved or the list is full.
  public mutating func save(_ sku: SKU) throws(WishlistError) {
    guard !contains(sku) else { throw .alreadySaved(sku) }
    guard skus.count < Self.maximumItems else { throw .full }
    skus.append(sku)
  }

  /// Takes `sku` off the list, refused when it is not on it.
  public mutating func remove(_ sku: SKU) throws(WishlistError) {
    guard let index = skus.firstIndex(of: sku) else { throw .notSaved(sku) }
    skus.remove(at: index)
  }
}

extension Wishlist {
  /// A wishlist from the SKUs storage keeps, in the order saved. A stored row can be edited by
  /// hand, so a read trusts none of it: each SKU is checked by `SKU`'s rules, and the list by
  /// `init(skus:)`'s (each SKU once, at most `maximumItems`), the one statement of them. A broken
  /// rule means the database was damaged, which is a storage failure naming the item and its
  /// `sku`, or the wishlist and its `skus` when it holds too many. The SQL adapter reads
  /// wishlists back through here on either database (the double keeps `Wishlist` values).
  public static func fromStoredSKUs(_ skus: [String]) throws(StorageError) -> Wishlist {
    func damaged(_ sku: String) -> StorageError {
      StorageError(damaged: "the wishlist item \(TypedText.quoted(sku))", field: "sku")
    }
    let checked = try skus.map { sku throws(StorageError) in
      guard let valid = try? SKU(sku) else { throw damaged(sku) }
      return valid
    }
    do throws(WishlistError) {
      return try Wishlist(skus: checked)
    } catch {
      if case .alreadySaved(let sku) = error { throw damaged(sku.value) }
      throw StorageError(damaged: "the wishlist", field: "skus")
    }
  }
}

/// Why a wishlist could not be read or changed.
public enum WishlistError: Error, Equatable, Sendable {
  /// The SKU is on the wishlist already.
  case alreadySaved(SKU)
  /// The SKU is not on the wishlist.
  case notSaved(SKU)
  /// The wishlist holds `Wishlist.maximumItems` already.
  case full
  /// A wishlist belongs to a customer: nobody is signed in.
  case notSignedIn
  /// The catalog has no such product.
  case productNotFound(SKU)
  /// Moving to the cart failed as the cart's `AddToCart` did (a cart rule, or its storage); the
  /// wishlist is unchanged.
  case cart(CartError)
  case storage(StorageError)
}

/// The port that keeps each customer's wishlist.
public protocol WishlistRepository: Sendable {
  /// The customer's wishlist; a customer who never saved anything has an empty one.
  func wishlist(for customer: Email) async throws(StorageError) -> Wishlist
  /// Reads the customer's wishlist, applies `change` and saves the result, as one unit: two
  /// terminals changing one wishlist at once never lose each other's change. When `change`
  /// throws, nothing is saved. Returns the saved wishlist.
  func update(
    for customer: Email, _ change: @Sendable (inout Wishlist) throws(WishlistError) -> Void
  ) async throws(WishlistError) -> Wishlist
}

/// A property wrapper that owns an observable object.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let object: ObjectType
    /// Creates the object once.
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { object = thunk() }
    /// The object.
    public var wrappedValue: ObjectType { object }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: object).projectedValue }
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// A property wrapper that observes an object owned elsewhere.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let o = object
            return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 })
        }
    }
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes an object.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property wrapper that reads an observable object from the environment
/// (`environmentObject(_:)`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates the wrapper.
    public init() {}
    /// The object, set by an ancestor's `environmentObject(_:)`. Lowering
    /// checks that it is there before the body runs (`EnvironmentObjectCheck`),
    /// so a missing object is a `VellumError` naming the type, not a crash.
    public var wrappedValue: ObjectType {
        guard let o = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            preconditionFailure("No \(ObjectType.self) in the environment, read outside a render: Never reached while rendering")
        }
        return o
    }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentKeys {
    struct ObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }
}

extension EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentKeys.ObjectsKey.self] }
        set { self[EnvironmentKeys.ObjectsKey.self] = newValue }
    }
}

/// Supplies an observable object to the views below.
struct EnvironmentObjectModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let object: AnyObject
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.objects[key] = object }.lower(content)
    }
}

extension View {
    /// Supplies an observable object to the views below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

extension EnvironmentObject: EnvironmentObjectCheck {
    package func missing(in environment: EnvironmentValues) -> String? {
        guard !(environment.objects[ObjectIdentifier(ObjectType.self)] is ObjectType) else { return nil }
        let type = String(describing: ObjectType.self)
        return "reads an @EnvironmentObject of type \(type), but no ancestor supplies one; add .environmentObject(…) with a \(type) above it."
    }
}

import HandheldCore

/// One builder of a controller from what the sources say of its class, for lint's contexts and
/// import's scenarios alike (issue 36: each had its own, and they had drifted apart): its title,
/// its status bar overrides, presentation style and capture, interface style and named
/// background colour. What the sources compute rather than give is listed with where; lint
/// gives it a stand-in the engine can find ignored (`.lightContent`, `true`), import leaves it
/// out and writes it as unknown.
enum SourceControllers {
    /// A field the sources compute, and where.
    struct Unknown {
        var field: String
        var position: SourcePosition
    }

    static func spec(_ className: String, id: String, kind: ControllerKind = .view, title: String? = nil, _ index: SourceIndex,
                     standIns: Bool) -> (spec: ControllerSpec, unknowns: [Unknown]) {
        var spec = ControllerSpec(id: id, kind: kind, title: title ?? className)
        var unknowns: [Unknown] = []
        if let style = index.inherited(className, \.styleOverride) {
            switch style.value {
            case .known(let value): spec.preferences.statusBarStyleOverride = value
            case .unknown:
                unknowns.append(Unknown(field: "statusBarStyle", position: style.position))
                if standIns { spec.preferences.statusBarStyleOverride = .lightContent }
            }
        }
        if let hidden = index.inherited(className, \.hiddenOverride) {
            switch hidden.value {
            case .known(let value): spec.preferences.statusBarHiddenOverride = value
            case .unknown:
                unknowns.append(Unknown(field: "statusBarHidden", position: hidden.position))
                if standIns { spec.preferences.statusBarHiddenOverride = true }
            }
        }
        if let style = index.inherited(className, \.presentationStyle), case .known(let value) = style.value {
            spec.preferences.modalPresentationStyle = value
        }
        if index.inherited(className, \.captures) != nil { spec.preferences.capturesStatusBarAppearance = true }
        if let style = index.inherited(className, \.interfaceStyle), case .known(let value) = style.value {
            spec.preferences.overrideUserInterfaceStyle = value
        }
        // A view's colour is known only as one of UIKit's named colours (SRC-8: no VER-7 from sources without it).
        if kind == .view, let colour = index.inherited(className, \.backgroundColor), case .known(let value) = colour.value {
            spec.preferences.backgroundColor = value
        }
        return (spec, unknowns)
    }
}

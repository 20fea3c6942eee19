/// Changes to the simulated device: rotation (DEV-2, DEV-3), the profile (DEV-1), the system
/// appearance (SB-8), the layout direction (POP-5) and the status bar overrides (DEV-5). Each
/// that can move the status bar's answer asks for an update (SB-7); setting a value to what
/// it already is changes nothing (VC-4).
extension EngineTransaction {
    mutating func rotate(to orientation: InterfaceOrientation) throws(EngineError) {
        guard state.infoPlist.supports(orientation) else {
            let listed = (state.infoPlist.supportedInterfaceOrientations ?? []).map(\.rawValue).joined(separator: ", ")
            throw .invalid("cannot rotate to \(orientation.rawValue): the app's UISupportedInterfaceOrientations lists only \(listed)")
        }
        guard orientation != state.orientation else {
            note(.note, "already \(orientation.rawValue)")
            return
        }
        state.rotation = RotationAnimation(from: state.orientation, to: orientation, start: state.now)
        state.orientation = orientation
        note(.operation, "rotate to \(orientation.rawValue)")
        requestStatusBarUpdate() // DEV-4 may hide or show it
    }

    mutating func setDevice(_ device: DeviceProfile) {
        guard device != state.device else { return }
        state.device = device
        // VER-2: a sheet's style in effect depends on the width class.
        hierarchy.refreshStatusBarTakers(StatusBarResolver.takesStatusBarControl(state.ios, device))
        note(.operation, "device → \(device.name)")
        requestStatusBarUpdate()
    }

    mutating func setAppearance(_ appearance: SystemAppearance) throws(EngineError) {
        // THEME-8: iOS 12 has no dark mode.
        if state.ios == .iOS12, appearance == .dark {
            throw .invalid("iOS 12 has no dark appearance: it came with iOS 13 (THEME-8)")
        }
        guard appearance != state.appearance else { return }
        state.appearance = appearance
        note(.operation, "system appearance → \(appearance.rawValue)")
        requestStatusBarUpdate()
    }

    mutating func setLayoutDirection(_ direction: LayoutDirection) {
        guard direction != state.layoutDirection else { return }
        state.layoutDirection = direction
        note(.operation, "layout direction → \(direction.rawValue)")
    }

    /// DEV-5, like `simctl status_bar override`.
    mutating func overrideStatusBar(time: String?, batteryLevel: Double?, cellularBars: Int?, wifiBars: Int?) throws(EngineError) {
        var overrides = state.statusBarOverrides
        if let time { overrides.time = time }
        if let batteryLevel {
            guard (0...1).contains(batteryLevel) else { throw .invalid("battery level must be 0…1, not \(batteryLevel)") }
            overrides.batteryLevel = batteryLevel
        }
        if let cellularBars {
            guard (0...4).contains(cellularBars) else { throw .invalid("cellular bars must be 0…4, not \(cellularBars)") }
            overrides.cellularBars = cellularBars
        }
        if let wifiBars {
            guard (0...3).contains(wifiBars) else { throw .invalid("Wi-Fi bars must be 0…3, not \(wifiBars)") }
            overrides.wifiBars = wifiBars
        }
        state.statusBarOverrides = overrides
        note(.operation, "status bar override: \(overrides.time), battery \(Int((overrides.batteryLevel * 100).rounded()))%, "
            + "\(overrides.cellularBars) bars, Wi-Fi \(overrides.wifiBars) (DEV-5)")
    }
}

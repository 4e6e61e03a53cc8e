"""Reading a request's input with a serializer: the validated data, or DRF's 400."""


def parse(serializer_class, data, **kwargs) -> dict:
    """What ``serializer_class(data=data, **kwargs)`` validates to; invalid input raises
    DRF's ``ValidationError``."""
    serializer = serializer_class(data=data, **kwargs)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)
